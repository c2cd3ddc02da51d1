import { createHash, createHmac } from 'node:crypto';

/** 32 lower-case hex characters (128 bits): survives MTAs that fold the local part's case. */
const TOKEN = /^[0-9a-f]{32}$/;

/**
 * A conversation's reply token for one customer address: an HMAC of both with a key derived from
 * ENCRYPTION_KEY, so it cannot be guessed, is the same in every e-mail of the conversation, and only its SHA-256
 * is stored (a leaked table gives no address to write to).
 */
export function replyToken(key: Buffer, sessionId: string, address: string): string {
  return createHmac('sha256', key).update(`${sessionId}\n${address.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const replyAddress = (token: string, domain: string) => `reply+${token}@${domain}`;

/** The token of a reply+<token>@<domain> address (any case), or null for any other address. */
export function tokenOf(address: string | null | undefined, domain: string): string | null {
  const match = /^reply\+([^@]+)@(.+)$/i.exec((address ?? '').trim());
  if (!match || match[2].toLowerCase() !== domain.toLowerCase()) return null;
  const token = match[1].toLowerCase();
  return TOKEN.test(token) ? token : null;
}

/** Whether an address is at the inbound domain and of the reply+ form (what the SMTP listener accepts). */
export function isReplyAddress(address: string, domain: string): boolean {
  return /^reply\+[^@]+@/i.test(address.trim()) && address.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
