/**
 * Absolute links for e-mails and anything read outside the shop. PUBLIC_URL when set (behind a proxy or a
 * domain); otherwise the address this process listens on, which start-process records when it picks the port.
 */
export function publicUrl(path = '/'): string {
  const base = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
