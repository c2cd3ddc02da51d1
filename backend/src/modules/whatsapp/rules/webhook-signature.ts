import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Hub-Signature-256 of a body: `sha256=` and the hex HMAC-SHA256 of the raw bytes with the app secret. */
export function webhookSignature(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether Meta signed exactly these bytes (the raw body, before any JSON parsing: a re-serialised body would
 * not match). Compared in constant time; a missing secret, a missing header or a header of another length is no.
 */
export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string | null): boolean {
  if (!appSecret || !header) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
