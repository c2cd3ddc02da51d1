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

/** Whether the panel was open or minimised, kept for this tab so a reload shows it the same way. */
export const PANEL_KEY = 'kedai.chat.panel';

export function readStoredPanel(): 'open' | 'minimized' | 'closed' {
  try {
    // The link in a "support replied" e-mail (`/?chat=open`) opens the conversation.
    if (new URLSearchParams(window.location.search).get('chat') === 'open') return 'open';
    const value = window.sessionStorage.getItem(PANEL_KEY);
    return value === 'open' || value === 'minimized' ? value : 'closed';
  } catch {
    return 'closed';
  }
}

export function storePanel(state: 'open' | 'minimized' | 'closed'): void {
  try {
    if (state === 'closed') window.sessionStorage.removeItem(PANEL_KEY);
    else window.sessionStorage.setItem(PANEL_KEY, state);
  } catch {
    // Without storage the panel starts closed after a reload.
  }
}
