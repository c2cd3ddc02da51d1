/** Keywords typed one per line or separated by commas; blanks dropped. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);

export const keywordsText = (keywords: string[]) => keywords.join(', ');
