import { pageLanguageOf, prerenderedPageOf } from './prerendered-pages';

describe('prerenderedPageOf', () => {
  it('knows home, the catalogue and a product page only', () => {
    expect(prerenderedPageOf('/')).toBe('home');
    expect(prerenderedPageOf('/products')).toBe('products');
    expect(prerenderedPageOf('/product/DZ')).toBe('product');
    expect(prerenderedPageOf('/product/DZ/reviews')).toBeNull();
    expect(prerenderedPageOf('/admin')).toBeNull();
    expect(prerenderedPageOf('/cart')).toBeNull();
  });
});

describe('pageLanguageOf', () => {
  it("follows the storefront's cookie first", () => {
    expect(pageLanguageOf('a=1; kedai_language=zh-Hans; b=2', 'ms-MY')).toBe('zh-Hans');
    expect(pageLanguageOf('kedai_language=fr', 'ms-MY')).toBe('ms');
  });

  it("else Accept-Language's preferred language the shop speaks", () => {
    expect(pageLanguageOf(undefined, 'fr-FR, zh-CN;q=0.8, en;q=0.5')).toBe('zh-Hans');
    expect(pageLanguageOf(undefined, 'en;q=0.3, ms;q=0.9')).toBe('ms');
    expect(pageLanguageOf(undefined, 'ms;q=0, en-GB')).toBe('en');
    expect(pageLanguageOf(undefined, undefined)).toBe('en');
    expect(pageLanguageOf(undefined, '*')).toBe('en');
  });
});
