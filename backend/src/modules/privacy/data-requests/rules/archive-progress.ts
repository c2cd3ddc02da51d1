/**
 * The export's progress as a whole percentage: each module's part is one step and writing the zip the last one;
 * 100 only once the archive is stored (so a client that sees 100 can download it).
 */
export function archiveProgress(partsDone: number, parts: number, stored: boolean): number {
  if (stored) return 100;
  if (parts <= 0) return 0;
  const share = Math.min(partsDone, parts) / (parts + 1);
  return Math.max(1, Math.min(99, Math.floor(share * 100)));
}

/** A folder-safe name of one document in the archive, `<part>/<document>`, so two modules never collide. */
export function archivePath(part: string, document: string): string {
  const safe = (value: string) => value.replace(/[^a-z0-9._-]+/gi, '-').replace(/^[.-]+/, '') || 'data';
  return `${safe(part)}/${safe(document)}`;
}
