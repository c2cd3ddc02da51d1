const dateFormat = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', year: 'numeric' });

/** "22 Nov 2025" style date for an ISO string; an unparseable value is shown as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The first letter of a name (or e-mail) for an avatar. */
export function initialOf(text: string): string {
  return (text.trim().charAt(0) || '?').toUpperCase();
}
