/**
 * A guest's favourites in localStorage under `likedProducts`: a JSON list of
 * product ids. A corrupt value is logged and removed, never fatal.
 */
export const GUEST_LIKES_KEY = 'likedProducts';

export function readGuestLikes(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(GUEST_LIKES_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  } catch (error) {
    console.warn('Stored favourites were unreadable and have been cleared', error);
    writeGuestLikes(null);
    return [];
  }
}

export function writeGuestLikes(ids: string[] | null): void {
  try {
    if (ids === null || ids.length === 0) window.localStorage.removeItem(GUEST_LIKES_KEY);
    else window.localStorage.setItem(GUEST_LIKES_KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable: favourites last for this page only.
  }
}
