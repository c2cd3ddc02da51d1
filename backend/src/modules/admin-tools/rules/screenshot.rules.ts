import { SCREENSHOT_DEVICES, type ScreenshotDevice } from '@kedai/contracts';

export type CaptureTarget = { ok: true; url: URL } | { ok: false; message: string };

/**
 * Where a capture may go: a path of the shop ("/products") or a full URL of the shop's own origin. Anything
 * else (another host, port or scheme, "//host", "javascript:") is refused, so the tool cannot be made to
 * fetch other sites or the machine's private services.
 */
export function resolveCaptureTarget(input: string, shopOrigin: string): CaptureTarget {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Enter a page of this shop, such as /products.' };
  if (text.length > 2000) return { ok: false, message: 'That address is too long (at most 2000 characters).' };
  const unsafe = [...text].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || char === '\\');
  if (unsafe) return { ok: false, message: 'That address has characters a URL cannot have.' };
  let url: URL;
  try {
    url = new URL(text, `${shopOrigin}/`);
  } catch {
    return { ok: false, message: 'That is not a valid address.' };
  }
  if (url.origin !== new URL(shopOrigin).origin) {
    return { ok: false, message: `Only pages of this shop (${new URL(shopOrigin).origin}) can be captured.` };
  }
  if (url.username || url.password) return { ok: false, message: 'An address with a user name cannot be captured.' };
  return { ok: true, url };
}

/** Admin pages need a signed-in browser: the capture then gets its own short-lived session. */
export function needsCaptureSession(url: URL): boolean {
  const path = url.pathname.toLowerCase();
  return path === '/admin' || path.startsWith('/admin/') || path === '/unified-password-manager';
}

/** kedai-mobile-375x667-2026-11-24T12-30-05Z.png */
export function screenshotFileName(device: ScreenshotDevice, at: Date): string {
  const { width, height } = SCREENSHOT_DEVICES[device];
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `kedai-${device}-${width}x${height}-${stamp}.png`;
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
