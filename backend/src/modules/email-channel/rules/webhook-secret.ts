import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The secret a provider's inbound webhook presents: the `X-Inbound-Secret` header, or the password of HTTP Basic
 * auth (the common `https://inbound:<secret>@shop/...` URL of inbound-parse settings). Null when neither is there.
 */
export function presentedSecret(headers: { secretHeader?: string; authorization?: string }): string | null {
  if (headers.secretHeader) return headers.secretHeader;
  const basic = /^basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (!basic) return null;
  const decoded = Buffer.from(basic[1].trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** Constant-time comparison (of the SHA-256 of both, so the length says nothing); no secret set: nothing matches. */
export function secretMatches(given: string | null, expected: string | null): boolean {
  if (!expected || !given) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
