import { HttpStatus } from '@nestjs/common';
import {
  checkProductOptions,
  checkSpecifications,
  DEFAULT_STOCK_WARNING_LEVEL,
  isBlank,
  parseCategory,
  parseCount,
  parseDescription,
  parsePrice,
  parseSku,
  parseStatus,
  parseTitle,
  fromPrice,
  priceDisagreement,
  type ProductOption,
  ProductRuleError,
  cleanProductTranslations,
  productTranslationsProblem,
  type ProductTranslations,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { assertCleanInput } from '../../../core/http/request-hygiene';
import type { ProductCategory } from '../catalog.constants';

export const MAX_TAGS = 30;

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
  options: ProductOption[];
  translations: ProductTranslations;
}

type Fields = Record<string, unknown>;

export const invalidProduct = (message: string, field?: string): ApiError =>
  new ApiError(
    HttpStatus.BAD_REQUEST,
    'product_invalid',
    message,
    field ? [{ field, messages: [message] }] : undefined,
  );

/** A JSON text (multipart) or the value itself (JSON body). */
function parseJson(value: unknown, message: string, field: string): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw invalidProduct(message, field);
  }
  assertCleanInput(parsed);
  return parsed;
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
  return checkSpecifications(entries as [string, string][]);
}

/** `translations` (docs/catalogue.md#languages): checked, and kept only for the features and choices the product has. */
function parseTranslations(value: unknown): ProductTranslations {
  if (isBlank(value)) return {};
  const message = 'Translations must be a JSON object, e.g. {"ms":{"title":"..."},"zh-Hans":{"title":"..."}}';
  const parsed = parseJson(value, message, 'translations');
  const problem = productTranslationsProblem(parsed);
  if (problem) throw invalidProduct(problem, 'translations');
  return parsed as ProductTranslations;
}

function parseOptions(value: unknown): ProductOption[] {
  if (isBlank(value)) return [];
  const message =
    'Options must be a JSON list, e.g. [{"name":"Duration","choices":[{"label":"1 YEAR","value":"1_year","price":"4.99"}]}]';
  return checkProductOptions(parseJson(value, message, 'options'));
}

/**
 * The Product Management form's fields, checked and converted. `current` is the product being edited:
 * a field it leaves out keeps its current value; a new product gets the form's defaults (stock 0,
 * warning level 10, active). The first problem is the message.
 */
export function validateAdminProductInput(raw: unknown, current?: AdminProductInput): AdminProductInput {
  try {
    return readFields(raw, current);
  } catch (error) {
    throw asApiError(error);
  }
}

/** A shared rule's refusal as the API's 400; anything else unchanged. */
export const asApiError = (error: unknown) =>
  error instanceof ProductRuleError ? invalidProduct(error.message, error.field) : error;

function readFields(raw: unknown, current?: AdminProductInput): AdminProductInput {
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

  const options = field('options', parseOptions, []);
  const input = {
    title: field('title', parseTitle),
    category: field('category', parseCategory),
    price: priceOf(fields.price, options, current),
    options,
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
  // Cleaned against the product as it will be: a renamed feature or removed choice takes its translations with it.
  return { ...input, translations: cleanProductTranslations(field('translations', parseTranslations, {}), input) };
}

/**
 * A product with options is priced by them: its price is its cheapest choice (the storefront's "from" price),
 * whatever was typed; a typed price that disagrees is refused rather than quietly ignored. A product without
 * options needs its own price (an edit that leaves it out keeps the current one).
 */
function priceOf(raw: unknown, options: ProductOption[], current?: AdminProductInput): number {
  const derived = fromPrice(options);
  if (derived === null) return current && raw === undefined ? current.price : parsePrice(raw);
  if (!isBlank(raw)) {
    const disagreement = priceDisagreement(parsePrice(raw), options);
    if (disagreement) throw new ProductRuleError('price', disagreement);
  }
  return derived;
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
