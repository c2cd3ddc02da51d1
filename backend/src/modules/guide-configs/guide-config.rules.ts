import { HttpStatus } from '@nestjs/common';
import type { GuideConfigInput, Translations } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { cleanTranslations, isTranslations, translationsMessage } from '../../core/i18n/translations.validator';

export const MAX_KEYWORDS = 50;
export const MAX_IMPORT_ITEMS = 500;
const MAX_RESPONSE_LENGTH = 1500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** `translations` stays absent when the input has none: a stored configuration then keeps its own. */
export type ValidGuideConfigInput = Required<Omit<GuideConfigInput, 'translations'>> & {
  productCode: string | null;
  translations?: Translations;
};

const invalid = (message: string, code = 'guide_config_invalid') => new ApiError(HttpStatus.BAD_REQUEST, code, message);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const optionalText = (value: unknown, field: string): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(`${field} must be text`);
  return value.trim() || null;
};

export const productKeyOf = (product: string) => product.trim().toLowerCase();

/** Trimmed, blanks dropped, duplicates (case-insensitive) dropped, order kept: the first stays the default. */
export function cleanKeywords(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const keyword = entry.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

/**
 * The password configuration rules (docs/product/rules.md#password-configurations), shared by create, update and
 * import. Also accepts the prototype's `instructions` as the response, so its exports import.
 */
export function validateGuideConfigInput(raw: unknown): ValidGuideConfigInput {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('Invalid JSON format');
  const body = raw as Record<string, unknown>;
  const product = text(body.product);
  if (!product) throw invalid('Product name is required');
  if (product.length > 200) throw invalid('Product name must be at most 200 characters');
  const password = text(body.password);
  if (!password) throw invalid('Password is required');
  if (password.length > 500) throw invalid('Password must be at most 500 characters');
  const response = text(body.response) || text(body.instructions);
  if (!response) throw invalid('Auto-response is required');
  if (response.length > MAX_RESPONSE_LENGTH) throw invalid('Auto-response must be at most 1500 characters');
  const translations = body.translations ?? undefined;
  if (translations !== undefined && !isTranslations(translations, MAX_RESPONSE_LENGTH)) {
    throw invalid(translationsMessage(MAX_RESPONSE_LENGTH));
  }
  const keywords = cleanKeywords(body.keywords);
  if (keywords.length === 0) throw invalid('At least one valid keyword is required');
  if (keywords.length > MAX_KEYWORDS) throw invalid(`At most ${MAX_KEYWORDS} keywords are allowed`);
  if (keywords.some((keyword) => keyword.length > 100)) throw invalid('Keywords must be at most 100 characters');
  const email = optionalText(body.email, 'Email');
  if (email && (email.length > 254 || !EMAIL.test(email))) throw invalid('Email is not a valid e-mail address');
  const guideUrl = optionalText(body.guideUrl, 'Guide link');
  if (guideUrl && (guideUrl.length > 2000 || !/^https?:\/\/[^\s]+$/i.test(guideUrl))) {
    throw invalid('Guide link must start with http:// or https://');
  }
  const productCode = optionalText(body.productCode, 'Product code');
  if (productCode && !PRODUCT_CODE.test(productCode)) throw invalid('Unknown product code');
  return {
    product,
    keywords,
    email,
    password,
    response,
    ...(translations !== undefined && { translations: cleanTranslations(translations) }),
    guideUrl,
    productCode: productCode?.toUpperCase() ?? null,
  };
}
