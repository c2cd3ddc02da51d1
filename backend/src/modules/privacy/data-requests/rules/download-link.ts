import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long one signed download link stays valid; the archive itself is kept DATA_EXPORT_KEEP_DAYS. */
export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

const signature = (secret: string, requestId: string, expires: number) =>
  createHmac('sha256', `${secret}:data-export`).update(`${requestId}.${expires}`).digest('base64url');

/** The path of a signed, expiring download link for one export (relative to the shop's origin). */
export function signedDownloadPath(secret: string, requestId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  return `/api/privacy/exports/${requestId}/download?expires=${expires}&signature=${signature(secret, requestId, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'forged';

/** Whether a link's expiry and signature are the server's own for this request, and still valid. */
export function checkDownloadLink(
  secret: string,
  requestId: string,
  expires: unknown,
  given: unknown,
  now = Date.now(),
): LinkCheck {
  const seconds = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : NaN;
  if (!Number.isFinite(seconds) || typeof given !== 'string') return 'forged';
  const expected = Buffer.from(signature(secret, requestId, seconds));
  const provided = Buffer.from(given);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) return 'forged';
  return seconds * 1000 > now ? 'valid' : 'expired';
}
