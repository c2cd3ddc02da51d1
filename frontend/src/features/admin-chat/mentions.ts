/** The @name being typed just before the caret: where its "@" is and what follows it (null when none is). */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}_ .'-]{0,30})$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[2].length - 1, query: match[2] };
}

/** Teammates whose display name starts with (or has a word starting with) what is typed after @; at most 6. */
export function mentionSuggestions<T extends { name: string }>(teammates: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  return teammates
    .filter((teammate) => {
      const name = teammate.name.toLowerCase();
      return !wanted || name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .filter((teammate) => teammate.name.toLowerCase() !== wanted)
    .slice(0, 6);
}
