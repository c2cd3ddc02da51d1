import { HttpStatus } from '@nestjs/common';
import { DEFAULT_STOCK_WARNING_LEVEL } from '../../contracts/catalog';
import { ApiError } from '../../core/http/api-error';
import { PRODUCT_CATEGORIES, type ProductCategory } from './catalog.constants';

/** numeric(10,2) and int columns: the largest values they hold. */
export const MAX_PRICE = 99_999_999.99;
export const MAX_INT = 2_147_483_647;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_SKU_LENGTH = 60;
export const MAX_TAGS = 30;
export const MAX_SPECIFICATIONS = 40;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PRICE = /^\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** The product's columns an admin sets through the form. */
export interface AdminProductInput {
  title: string;
  description: string;
  category: ProductCategory;
  price: number;
  stock: number;
  stockWarningLevel: number;
  sku: string | null;
  isActive: boolean;
  tags: string[];
  specifications: Record<string, string>;
}

export const invalidProduct = (message: string, field?: string) =>
  new ApiError(
    HttpStatus.BAD_REQUEST,
    'product_invalid',
    message,
    field ? [{ field, messages: [message] }] : undefined,
  );

type Fields = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A multipart field arrives as text; a JSON client may send numbers or booleans. */
const asText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;

function parsePrice(value: unknown): number {
  const text = asText(value);
  if (text === null || text === '') throw invalidProduct('Price is required', 'price');
  if (text.startsWith('-') && PRICE.test(text.slice(1))) throw invalidProduct('Price cannot be negative', 'price');
  if (!PRICE.test(text)) throw invalidProduct(`Price must be a number, e.g. 19.90 (got "${text}")`, 'price');
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > 2) {
    throw invalidProduct('Price can have at most 2 decimal places (RM and sen)', 'price');
  }
  const price = Number(text);
  if (price > MAX_PRICE) throw invalidProduct(`Price must be at most ${MAX_PRICE}`, 'price');
  return Math.round(price * 100) / 100;
}

function parseCount(value: unknown, label: string, field: string): number {
  const text = asText(value);
  if (text === null || text === '') throw invalidProduct(`${label} is required`, field);
  if (!INTEGER.test(text)) throw invalidProduct(`${label} must be a whole number (got "${text}")`, field);
  const count = Number(text);
  if (count < 0) throw invalidProduct(`${label} cannot be negative`, field);
  if (count > MAX_INT) throw invalidProduct(`${label} must be at most ${MAX_INT}`, field);
  return count;
}

function parseStatus(value: unknown): boolean {
  const text = asText(value)?.toLowerCase();
  if (text === 'true' || text === 'active' || text === '1') return true;
  if (text === 'false' || text === 'inactive' || text === '0') return false;
  throw invalidProduct('Status must be Active or Inactive', 'isActive');
}

function parseTitle(value: unknown): string {
  const title = asText(value) ?? '';
  if (!title) throw invalidProduct('Product name is required', 'title');
  if (title.length > MAX_TITLE_LENGTH) {
    throw invalidProduct(`Product name must be at most ${MAX_TITLE_LENGTH} characters`, 'title');
  }
  return title;
}

function parseCategory(value: unknown): ProductCategory {
  const category = asText(value) ?? '';
  if (!category) throw invalidProduct('Category is required', 'category');
  const known = PRODUCT_CATEGORIES.find((name) => name === category);
  if (!known) throw invalidProduct(`Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`, 'category');
  return known;
}

function parseDescription(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value !== 'string') throw invalidProduct('Description must be text', 'description');
  const description = value.trim();
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw invalidProduct(`Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`, 'description');
  }
  return description;
}

function parseSku(value: unknown): string | null {
  if (isBlank(value)) return null;
  const sku = asText(value) ?? '';
  if (sku.length > MAX_SKU_LENGTH) throw invalidProduct(`SKU must be at most ${MAX_SKU_LENGTH} characters`, 'sku');
  if (!SKU.test(sku)) {
    throw invalidProduct('SKU may only contain letters, digits, dots, hyphens and underscores', 'sku');
  }
  return sku;
}

/** A JSON text (multipart) or the value itself (JSON body). */
function parseJson(value: unknown, message: string, field: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalidProduct(message, field);
  }
}

function parseTags(value: unknown): string[] {
  if (isBlank(value)) return [];
  const message = 'Tags must be a JSON list of words, e.g. ["photo","app"]';
  const list = parseJson(value, message, 'tags');
  if (!Array.isArray(list) || list.some((tag) => typeof tag !== 'string')) throw invalidProduct(message, 'tags');
  const tags = [...new Set((list as string[]).map((tag) => tag.trim()).filter(Boolean))];
  if (tags.length > MAX_TAGS) throw invalidProduct(`At most ${MAX_TAGS} tags are allowed`, 'tags');
  if (tags.some((tag) => tag.length > 50)) throw invalidProduct('Each tag must be at most 50 characters', 'tags');
  return tags;
}

function parseSpecifications(value: unknown): Record<string, string> {
  if (isBlank(value)) return {};
  const message = 'Specifications must be a JSON object of names and values, e.g. {"Platform":"iOS"}';
  const object = parseJson(value, message, 'specifications');
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    throw invalidProduct(message, 'specifications');
  }
  const entries = Object.entries(object as Record<string, unknown>);
  if (entries.some(([, text]) => typeof text !== 'string')) throw invalidProduct(message, 'specifications');
  if (entries.length > MAX_SPECIFICATIONS) {
    throw invalidProduct(`At most ${MAX_SPECIFICATIONS} specifications are allowed`, 'specifications');
  }
  return Object.fromEntries(entries.map(([name, text]) => [name.trim(), (text as string).trim()]));
}

/**
 * The Product Management form's fields, checked and converted. `current` is the product being edited:
 * a field it leaves out keeps its current value; a new product gets the form's defaults (stock 0,
 * warning level 10, active). The first problem is the message.
 */
export function validateAdminProductInput(raw: unknown, current?: AdminProductInput): AdminProductInput {
  const fields: Fields = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Fields) : {};
  /** Left out of an edit: unchanged. Left blank on a new product: the default, if it has one. */
  function field<K extends keyof AdminProductInput>(
    name: K,
    parse: (value: unknown) => AdminProductInput[K],
    defaultForNew?: AdminProductInput[K],
  ): AdminProductInput[K] {
    if (current && fields[name] === undefined) return current[name];
    if (!current && defaultForNew !== undefined && isBlank(fields[name])) return defaultForNew;
    return parse(fields[name]);
  }

  return {
    title: field('title', parseTitle),
    category: field('category', parseCategory),
    price: field('price', parsePrice),
    stock: field('stock', (value) => parseCount(value, 'Stock', 'stock'), 0),
    stockWarningLevel: field(
      'stockWarningLevel',
      (value) => parseCount(value, 'Stock warning level', 'stockWarningLevel'),
      DEFAULT_STOCK_WARNING_LEVEL,
    ),
    description: field('description', parseDescription),
    sku: field('sku', parseSku),
    isActive: field('isActive', parseStatus, true),
    tags: field('tags', parseTags),
    specifications: field('specifications', parseSpecifications),
  };
}

/**
 * `keepImages` on an edit: the urls (JSON list) of the current images to keep, in the order to show them.
 * Absent keeps them all; an url that is not one of the product's images is refused.
 */
export function parseKeepImages(value: unknown, currentUrls: string[]): string[] {
  if (value === undefined) return currentUrls;
  const message = 'keepImages must be a JSON list of the product image urls to keep';
  const list = isBlank(value) ? [] : parseJson(value, message, 'keepImages');
  if (!Array.isArray(list) || list.some((url) => typeof url !== 'string')) throw invalidProduct(message, 'keepImages');
  const unknown = (list as string[]).find((url) => !currentUrls.includes(url));
  if (unknown !== undefined) throw invalidProduct(`${unknown} is not one of this product's images`, 'keepImages');
  return [...new Set(list as string[])];
}
