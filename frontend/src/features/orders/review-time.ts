/** Labels of the star rating (storefront §5). */
export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

/** "5h 12m left" while editable, else "Locked - 24h expired" (DESIGN decision 6: 24 hours). */
export function remainingEditTime(editDeadline: string, now = Date.now()): string {
  const left = new Date(editDeadline).getTime() - now;
  if (left <= 0) return 'Locked - 24h expired';
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return `${hours}h ${minutes}m left to edit`;
}
