import {
  checkProductOptions,
  missingProductTranslations,
  missingTranslationName,
  productTranslationsProblem,
  type ProductTranslations,
} from '@kedai/contracts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../catalog.constants';
import type { ProductOption } from '../entities/product.entity';
import { artFileName, renderProductArt } from '../rules/product-art';
import seedCatalogue from './seed-catalogue.json';

export interface SeedReview {
  rating: number;
  comment: string;
  userName: string;
  version?: string;
  daysAgo: number;
}

export interface SeedProduct {
  code: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  category: ProductCategory;
  stock: number;
  tags: string[];
  options: ProductOption[];
  specifications: Record<string, string>;
  /** Every text in Malay and Chinese (the parse refuses a product that lacks one). */
  translations: ProductTranslations;
  colors: [string, string];
  imageCount: number;
  /** One product keeps spaces in its cover url, so the storefront's image fallback (spaces to hyphens) is exercised. */
  spacedCoverUrl?: boolean;
  reviews: SeedReview[];
}

const fail = (where: string, message: string): never => {
  throw new Error(`seed-catalogue.json: ${where}: ${message}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (where: string, value: unknown): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fail(where, 'must be a non-empty text');

const wholeNumber = (where: string, value: unknown, min = 0): number =>
  Number.isInteger(value) && (value as number) >= min
    ? (value as number)
    : fail(where, `must be a whole number >= ${min}`);

const money = (where: string, value: unknown): number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6
    ? value
    : fail(where, 'must be a positive amount in RM with at most 2 decimals');

const COLOR = /^#[0-9a-f]{6}$/i;

function parseReview(where: string, raw: unknown): SeedReview {
  if (!isRecord(raw)) return fail(where, 'must be an object');
  const rating = wholeNumber(`${where}.rating`, raw.rating, 1);
  if (rating > 5) fail(`${where}.rating`, 'must be 1 to 5');
  if (raw.version !== undefined) text(`${where}.version`, raw.version);
  return {
    rating,
    comment: text(`${where}.comment`, raw.comment),
    userName: text(`${where}.userName`, raw.userName),
    ...(raw.version !== undefined ? { version: raw.version as string } : {}),
    daysAgo: wholeNumber(`${where}.daysAgo`, raw.daysAgo),
  };
}

function parseProduct(index: number, raw: unknown): SeedProduct {
  if (!isRecord(raw)) return fail(`product ${index}`, 'must be an object');
  const where = `product ${index} (${String(raw.code)})`;
  const category = text(`${where}.category`, raw.category);
  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(category)) {
    fail(`${where}.category`, `must be one of: ${PRODUCT_CATEGORIES.join(', ')}`);
  }
  const tags = Array.isArray(raw.tags) ? raw.tags : fail(`${where}.tags`, 'must be a list');
  const colors = raw.colors;
  if (!Array.isArray(colors) || colors.length !== 2 || !colors.every((c) => typeof c === 'string' && COLOR.test(c))) {
    fail(`${where}.colors`, 'must be two colours as #rrggbb');
  }
  const specifications = isRecord(raw.specifications)
    ? raw.specifications
    : fail(`${where}.specifications`, 'must be an object of texts');
  for (const [name, value] of Object.entries(specifications)) text(`${where}.specifications.${name}`, value);
  let options: ProductOption[];
  try {
    options = checkProductOptions(raw.options);
  } catch (error) {
    return fail(`${where}.options`, error instanceof Error ? error.message : String(error));
  }
  const translationsProblem = productTranslationsProblem(raw.translations);
  if (translationsProblem) fail(`${where}.translations`, translationsProblem);
  const translations = raw.translations as ProductTranslations;
  const missing = missingProductTranslations(
    {
      title: raw.title as string,
      description: raw.description as string,
      specifications: specifications as Record<string, string>,
      options,
    },
    translations,
  );
  if (missing.length > 0) fail(`${where}.translations`, `missing ${missing.map(missingTranslationName).join(', ')}`);
  const reviews = Array.isArray(raw.reviews) ? raw.reviews : fail(`${where}.reviews`, 'must be a list');
  if (raw.spacedCoverUrl !== undefined && typeof raw.spacedCoverUrl !== 'boolean') {
    fail(`${where}.spacedCoverUrl`, 'must be true or false');
  }
  return {
    code: text(`${where}.code`, raw.code),
    slug: text(`${where}.slug`, raw.slug),
    title: text(`${where}.title`, raw.title),
    description: text(`${where}.description`, raw.description),
    price: money(`${where}.price`, raw.price),
    category: category as ProductCategory,
    stock: wholeNumber(`${where}.stock`, raw.stock),
    tags: tags.map((tag, i) => text(`${where}.tags[${i}]`, tag)),
    options,
    specifications: specifications as Record<string, string>,
    translations,
    colors: colors as [string, string],
    imageCount: wholeNumber(`${where}.imageCount`, raw.imageCount, 1),
    ...(raw.spacedCoverUrl !== undefined ? { spacedCoverUrl: raw.spacedCoverUrl as boolean } : {}),
    reviews: reviews.map((review, i) => parseReview(`${where}.reviews[${i}]`, review)),
  };
}

/**
 * The seed catalogue's data, checked when loaded: a product that the admin's own forms would refuse (an
 * unknown category, a bad option, a price with three decimals) stops the start with the file and the field
 * named, rather than seeding a shop that cannot be edited. Codes and slugs must be unique.
 */
export function parseSeedCatalogue(raw: unknown): SeedProduct[] {
  if (!Array.isArray(raw)) return fail('the file', 'must be a list of products');
  const products = raw.map((entry, index) => parseProduct(index, entry));
  for (const key of ['code', 'slug'] as const) {
    const seen = new Set<string>();
    for (const product of products) {
      if (seen.has(product[key])) fail(`product ${product.code}`, `${key} ${product[key]} is used twice`);
      seen.add(product[key]);
    }
  }
  return products;
}

/** The products a fresh shop starts with (seed-catalogue.json beside this file; tsc copies it into dist). */
export const SEED_PRODUCTS: SeedProduct[] = parseSeedCatalogue(seedCatalogue);

export const IMAGE_ROUTE = '/api/catalog/images';

/** The image list stored on a seeded product. */
export function seedImages(product: SeedProduct): { url: string; order: number }[] {
  return Array.from({ length: product.imageCount }, (_, i) => {
    const file = artFileName(product.slug, i);
    const url = i === 0 && product.spacedCoverUrl ? file.replace(/-/g, ' ').replace(/ (\d+)\.svg$/, '-$1.svg') : file;
    return { url: `${IMAGE_ROUTE}/${url}`, order: i };
  });
}

/** Every seeded picture, by file name, rendered once. */
export function buildSeedArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of SEED_PRODUCTS) {
    const badge = product.code.length <= 3 ? product.code : product.code.slice(0, 3);
    for (let variant = 0; variant < product.imageCount; variant++) {
      files.set(
        artFileName(product.slug, variant),
        renderProductArt({
          title: product.title,
          badge,
          from: product.colors[0],
          to: product.colors[1],
          variant,
          caption: variant === 0 ? product.category : (Object.values(product.specifications)[0] ?? undefined),
        }),
      );
    }
  }
  return files;
}
