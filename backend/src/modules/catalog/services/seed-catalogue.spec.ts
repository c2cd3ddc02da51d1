import { checkProductOptions, fromPrice, missingProductTranslations } from '@kedai/contracts';
import { productBadges } from '../rules/badges';
import { FEATURED_CODES, PRODUCT_CATEGORIES, RENTAL_CATEGORY } from '../catalog.constants';
import { buildSeedArt, parseSeedCatalogue, SEED_PRODUCTS, seedImages } from './seed-catalogue';
import rawCatalogue from './seed-catalogue.json';

describe('the seed catalogue', () => {
  it('has every text of every product in Malay and Chinese, and refuses a product that lacks one', () => {
    for (const product of SEED_PRODUCTS) expect(missingProductTranslations(product, product.translations)).toEqual([]);
    const [first] = rawCatalogue as { translations: { ms: Record<string, unknown> } }[];
    const lacking = { ...first, translations: { ...first.translations, ms: { ...first.translations.ms, title: '' } } };
    expect(() => parseSeedCatalogue([lacking])).toThrow(/translations: missing ms: title/);
  });

  it('has at least 16 products in all five categories with unique codes', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(SEED_PRODUCTS.map((product) => product.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    expect(new Set(SEED_PRODUCTS.map((product) => product.code)).size).toBe(SEED_PRODUCTS.length);
    for (const code of FEATURED_CODES) expect(SEED_PRODUCTS.map((product) => product.code)).toContain(code);
  });

  it('prices everything between RM2.99 and RM59.99, each product at its first choice', () => {
    for (const product of SEED_PRODUCTS) {
      const prices = [product.price, ...product.options.flatMap((option) => option.choices.map((c) => c.price))];
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(2.99);
        expect(price).toBeLessThanOrEqual(59.99);
      }
      if (product.options[0]) expect(product.price).toBe(product.options[0].choices[0].price);
    }
  });

  it('prices every product with options at its cheapest choice, by options Product Management accepts', () => {
    for (const product of SEED_PRODUCTS) {
      expect(checkProductOptions(product.options)).toEqual(product.options);
      if (product.options.length) expect(product.price).toBe(fromPrice(product.options));
    }
  });

  it('offers 3, 12 and 24-hour rentals at different prices', () => {
    const rentals = SEED_PRODUCTS.filter((product) => product.category === RENTAL_CATEGORY);
    expect(rentals.length).toBeGreaterThan(0);
    for (const rental of rentals) {
      const choices = rental.options.find((option) => option.name === 'Duration')?.choices ?? [];
      expect(choices.map((choice) => choice.value)).toEqual(['3_hours', '12_hours', '24_hours']);
      expect(new Set(choices.map((choice) => choice.price)).size).toBe(3);
    }
  });

  it('includes memberships, versions, editions, a sold-out item, a low-stock item and a hot-sell tag', () => {
    const values = SEED_PRODUCTS.flatMap((product) => product.options.flatMap((o) => o.choices.map((c) => c.value)));
    for (const value of ['1_year', 'lifetime', 'no_updates', 'with_updates', 'standard', 'deluxe']) {
      expect(values).toContain(value);
    }
    expect(SEED_PRODUCTS.some((product) => product.stock === 0)).toBe(true);
    const lowStock = SEED_PRODUCTS.filter((p) => p.stock > 0 && productBadges({ ...p, rating: 0 }).lowStock);
    expect(lowStock.length).toBeGreaterThan(0);
    expect(SEED_PRODUCTS.some((product) => product.tags.includes('hot-sell'))).toBe(true);
  });

  it('renders a picture for every image a product points at (after the hyphen fallback)', () => {
    const art = buildSeedArt();
    for (const product of SEED_PRODUCTS) {
      for (const image of seedImages(product)) {
        const file = image.url.replace('/api/catalog/images/', '').replace(/ /g, '-');
        expect(art.get(file)).toContain('<svg');
      }
    }
  });
});

describe('loading seed-catalogue.json', () => {
  const copy = () => JSON.parse(JSON.stringify(rawCatalogue)) as Record<string, unknown>[];

  it('reads the data file as it is', () => {
    expect(parseSeedCatalogue(copy())).toEqual(SEED_PRODUCTS);
  });

  it.each<[string, (products: Record<string, unknown>[]) => void, RegExp]>([
    ['an unknown category', (p) => (p[0].category = 'Toys'), /product 0 \(DZ\)\.category: must be one of/],
    ['a price with three decimals', (p) => (p[1].price = 5.999), /product 1 \(VS\)\.price: must be a positive amount/],
    [
      'an option the admin form refuses',
      (p) => (p[0].options = [{ name: 'Size', choices: [] }]),
      /\.options: The option must be one of/,
    ],
    [
      'a review rated 6',
      (p) => ((p[0].reviews as Record<string, unknown>[])[0].rating = 6),
      /reviews\[0\]\.rating: must be 1 to 5/,
    ],
    ['a colour that is not #rrggbb', (p) => (p[0].colors = ['orange', '#000000']), /colors: must be two colours/],
    ['a code used twice', (p) => (p[1].code = p[0].code), /code DZ is used twice/],
  ])('refuses %s, naming the file and the field', (_, spoil, message) => {
    const products = copy();
    spoil(products);
    expect(() => parseSeedCatalogue(products)).toThrow(/^seed-catalogue\.json: /);
    expect(() => parseSeedCatalogue(products)).toThrow(message);
  });
});
