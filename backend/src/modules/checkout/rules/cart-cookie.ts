import { randomUUID } from 'node:crypto';

/**
 * The cart's first-party cookie: a random id, nothing else, that ties a browser's checks of its cart to the order
 * placed from it (CartVisits). HttpOnly: no script needs it; the browser sends it with the checkout's requests.
 */
export const CART_COOKIE = 'kedai_cart';
const LASTS_SECONDS = 30 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart id a Cookie header carries, or null when it has none (or one that is not ours). */
export function cartIdFromCookies(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== CART_COOKIE) continue;
    const id = value.join('=');
    return UUID.test(id) ? id.toLowerCase() : null;
  }
  return null;
}

/** The Set-Cookie value for a new cart id; `secure` on HTTPS (behind the proxy TRUST_PROXY names). */
export function newCartCookie(secure: boolean): { cartId: string; header: string } {
  const cartId = randomUUID();
  const attributes = [`Max-Age=${LASTS_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return { cartId, header: `${CART_COOKIE}=${cartId}; ${attributes.join('; ')}` };
}
