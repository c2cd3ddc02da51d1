/** The customer's chat session id, kept in this browser so a reload resumes the same chat. */
export const SESSION_KEY = 'kedai.chat.session';

export function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeSession(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(SESSION_KEY, id);
    else window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // The session is then resumed by the server's "open session of this visitor" rule.
  }
}

/** Whether this browser has chatted before (then the widget connects early to show unread replies). */
export function hasStoredChatSession(): boolean {
  return readStoredSession() !== null;
}
