import { CART_COOKIE, cartIdFromCookies, newCartCookie } from './cart-cookie';

describe('the cart cookie', () => {
  it('reads our id among other cookies, and nothing else', () => {
    const { cartId, header } = newCartCookie(false);
    const sent = header.split(';')[0];
    expect(cartIdFromCookies(`kedai_lang=ms; ${sent}; other=1`)).toBe(cartId);
    expect(cartIdFromCookies(undefined)).toBeNull();
    expect(cartIdFromCookies('other=1')).toBeNull();
    // Not a UUID (a forged or broken value): as if there were none.
    expect(cartIdFromCookies(`${CART_COOKIE}=1' OR '1'='1`)).toBeNull();
  });

  it('is HttpOnly and Lax, Secure only on HTTPS', () => {
    expect(newCartCookie(false).header).toMatch(
      /^kedai_cart=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(newCartCookie(true).header).toMatch(/; Secure$/);
  });
});
