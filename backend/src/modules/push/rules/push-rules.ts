/** The pure rules of agent push notifications (unit spec beside). */

/** The longest notification body: a preview, not the message (the lock screen is not the inbox). */
export const PUSH_PREVIEW_CHARS = 120;
export const PUSH_ENDPOINT_MAX = 1000;

/** A short one-line preview of a customer's message for a lock screen. */
export function messagePreview(text: string, max = PUSH_PREVIEW_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  return `${Array.from(line)
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Whether a subscription's endpoint may be posted to. Browsers hand out https URLs of their push service; a
 * plain http endpoint (a push service stub on the same machine) is accepted only outside production, so a
 * staff member cannot make the server post to an address inside the network in production.
 */
export function endpointProblem(endpoint: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL';
  }
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !production) return null;
  return 'The push endpoint must be an https:// URL';
}

/** The VAPID subject push services may contact: the operator's, else the shop's contact e-mail. */
export function vapidSubject(configured: string | null, contactEmail: string): string {
  if (configured) return configured;
  const email = contactEmail.trim();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : 'mailto:admin@localhost';
}

/** The job key of a customer's message: a retry or a second announcement of it is the same push. */
export const messagePushKey = (messageId: string, userId: string) => `chat-message.${messageId}.${userId}`;
