/**
 * The Product Management form's field rules (docs/product/rules.md#product-form), shared by the form and the server so
 * both say the same thing. Each check returns the clean value or throws a ProductRuleError naming the field.
 */
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGE_TYPES,
  type ProductCategory,
} from './catalog';

/** numeric(10,2) and int columns: the largest values they hold. */
export const MAX_PRICE = 99_999_999.99;
export const MAX_INT = 2_147_483_647;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_SKU_LENGTH = 60;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PRICE = /^\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

export const IMAGE_REQUIRED_MESSAGE = 'Please select at least one product image.';
export const TOO_MANY_IMAGES_MESSAGE = `A product can have at most ${MAX_PRODUCT_IMAGES} images.`;
export const notAnImageMessage = (name: string) =>
  `File ${name} is not an image. Only PNG, JPEG, WebP and GIF images are allowed.`;
export const imageTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 5MB.`;

export class ProductRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProductRuleError';
  }
}

const invalidProduct = (message: string, field: string) => new ProductRuleError(field, message);

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A multipart field arrives as text; a JSON client may send numbers or booleans. */
export const asText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;

export function parsePrice(value: unknown): number {
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

export function parseCount(value: unknown, label: string, field: string): number {
  const text = asText(value);
  if (text === null || text === '') throw invalidProduct(`${label} is required`, field);
  if (!INTEGER.test(text)) throw invalidProduct(`${label} must be a whole number (got "${text}")`, field);
  const count = Number(text);
  if (count < 0) throw invalidProduct(`${label} cannot be negative`, field);
  if (count > MAX_INT) throw invalidProduct(`${label} must be at most ${MAX_INT}`, field);
  return count;
}

export function parseStatus(value: unknown): boolean {
  const text = asText(value)?.toLowerCase();
  if (text === 'true' || text === 'active' || text === '1') return true;
  if (text === 'false' || text === 'inactive' || text === '0') return false;
  throw invalidProduct('Status must be Active or Inactive', 'isActive');
}

export function parseTitle(value: unknown): string {
  const title = asText(value) ?? '';
  if (!title) throw invalidProduct('Product name is required', 'title');
  if (title.length > MAX_TITLE_LENGTH) {
    throw invalidProduct(`Product name must be at most ${MAX_TITLE_LENGTH} characters`, 'title');
  }
  return title;
}

export function parseCategory(value: unknown): ProductCategory {
  const category = asText(value) ?? '';
  if (!category) throw invalidProduct('Category is required', 'category');
  const known = PRODUCT_CATEGORIES.find((name) => name === category);
  if (!known) throw invalidProduct(`Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`, 'category');
  return known;
}

export function parseDescription(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value !== 'string') throw invalidProduct('Description must be text', 'description');
  const description = value.trim();
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw invalidProduct(`Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`, 'description');
  }
  return description;
}

export function parseSku(value: unknown): string | null {
  if (isBlank(value)) return null;
  const sku = asText(value) ?? '';
  if (sku.length > MAX_SKU_LENGTH) throw invalidProduct(`SKU must be at most ${MAX_SKU_LENGTH} characters`, 'sku');
  if (!SKU.test(sku)) {
    throw invalidProduct('SKU may only contain letters, digits, dots, hyphens and underscores', 'sku');
  }
  return sku;
}

/** An image file's size, and its type as the browser names it (the server checks the bytes themselves). */
export function checkImageFile(file: { name: string; size: number; type?: string }): void {
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) throw invalidProduct(imageTooLargeMessage(file.name), 'images');
  if (file.type !== undefined && !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw invalidProduct(notAnImageMessage(file.name), 'images');
  }
}

/** How many images a product would have: at least one, at most six. */
export function checkImageCount(count: number): void {
  if (count === 0) throw invalidProduct(IMAGE_REQUIRED_MESSAGE, 'images');
  if (count > MAX_PRODUCT_IMAGES) throw invalidProduct(TOO_MANY_IMAGES_MESSAGE, 'images');
}

export const MAX_SPECIFICATIONS = 40;
export const MAX_SPECIFICATION_NAME = 60;
export const MAX_SPECIFICATION_VALUE = 300;

/**
 * Key features as name and value pairs, trimmed: each needs a name, names differ (ignoring case), and
 * names and values have length caps. Pairs left wholly blank are the caller's to drop.
 */
export function checkSpecifications(pairs: [string, string][]): Record<string, string> {
  const field = 'specifications';
  if (pairs.length > MAX_SPECIFICATIONS) {
    throw invalidProduct(`At most ${MAX_SPECIFICATIONS} specifications are allowed`, field);
  }
  const trimmed = pairs.map(([name, text]) => [name.trim(), text.trim()] as const);
  if (trimmed.some(([name]) => !name)) throw invalidProduct('Each specification needs a name', field);
  if (new Set(trimmed.map(([name]) => name.toLowerCase())).size < trimmed.length) {
    throw invalidProduct('Specification names must be different', field);
  }
  if (trimmed.some(([name, text]) => name.length > MAX_SPECIFICATION_NAME || text.length > MAX_SPECIFICATION_VALUE)) {
    throw invalidProduct(
      `A specification name may have at most ${MAX_SPECIFICATION_NAME} characters, its value ${MAX_SPECIFICATION_VALUE}`,
      field,
    );
  }
  return Object.fromEntries(trimmed);
}
