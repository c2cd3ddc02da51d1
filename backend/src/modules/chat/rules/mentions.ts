export interface Teammate {
  id: string;
  name: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The teammates a note names with `@name` (their display name, any case), without its author. Longer names are
 * matched first and taken out of the text, so "@Ali Rahman" names Ali Rahman and not also a teammate "Ali".
 */
export function mentionedTeammates(text: string, teammates: readonly Teammate[], authorId: string): Teammate[] {
  let rest = text;
  const named: Teammate[] = [];
  for (const teammate of [...teammates].sort((a, b) => b.name.length - a.name.length)) {
    const name = teammate.name.trim();
    if (!name) continue;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])@${escape(name)}(?![\\p{L}\\p{N}_])`, 'iu');
    if (!pattern.test(rest)) continue;
    rest = rest.replace(new RegExp(pattern.source, 'giu'), '$1');
    if (teammate.id !== authorId) named.push(teammate);
  }
  return named;
}
