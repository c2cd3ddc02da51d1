import { createHmac, timingSafeEqual } from 'node:crypto';

export type AttachmentVariant = 'file' | 'thumb';

/** How long a link in a message view works: long enough to read a conversation, short enough not to leak. */
export const VIEW_LINK_MINUTES = 30;
/** Links in e-mails (transcripts, continuity) must still open when the customer reads the e-mail later. */
export const EMAIL_LINK_DAYS = 7;

/**
 * Expiry times are rounded up to the next 5 minutes, so the views of one message built a moment apart carry
 * the same link (the browser's cache and React's keys see one image, not a new one on every refresh).
 */
const ROUND_MS = 5 * 60_000;
export const linkExpiry = (now: number, lifetimeMs: number) => Math.ceil((now + lifetimeMs) / ROUND_MS) * ROUND_MS;

const mac = (secret: string, messageId: string, variant: AttachmentVariant, expires: number) =>
  createHmac('sha256', secret).update(`chat-attachment.${messageId}.${variant}.${expires}`).digest('base64url');

/** The path (under /api) of a signed link to one message's file or its preview. */
export function signedAttachmentPath(
  secret: string,
  messageId: string,
  variant: AttachmentVariant,
  expires: number,
): string {
  return `/api/chat/attachments/${messageId}/${variant}?expires=${expires}&signature=${mac(secret, messageId, variant, expires)}`;
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** Whether the server signed this link and it has not expired at `now` (the signature is checked first). */
export function checkAttachmentLink(
  secret: string,
  messageId: string,
  variant: AttachmentVariant,
  expires: unknown,
  signature: unknown,
  now: number,
): LinkCheck {
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires) || typeof signature !== 'string') return 'invalid';
  const expected = Buffer.from(mac(secret, messageId, variant, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) < now ? 'expired' : 'ok';
}
