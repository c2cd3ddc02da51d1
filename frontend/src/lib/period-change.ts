/**
 * The change from the previous period as a whole percent ("+12%", "−5%"), "new" from nothing to something,
 * and null when both are nothing (or a figure is missing).
 */
export function changeOf(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? null : 'new';
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
