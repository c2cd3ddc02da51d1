import type { ProductOption, ProductView } from './catalog';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './chat';
import type { Language } from './languages';
import { MAX_CHOICE_LABEL_LENGTH } from './product-option-rules';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_SPECIFICATION_NAME,
  MAX_SPECIFICATION_VALUE,
  MAX_TITLE_LENGTH,
} from './product-rules';

/**
 * A product's Malay or Chinese texts (docs/catalogue.md#languages). English is the product's own columns;
 * anything left out here falls back to it. Option names and categories are the shop's fixed lists and are
 * translated by the storefront's catalogues, not per product.
 */
export interface ProductTextTranslation {
  title?: string;
  description?: string;
  /** Key Features by their English name: the name and the text in this language. */
  features?: Record<string, { name?: string; value?: string }>;
  /** Option choices' labels by the choice's value ("1_year" → "1 TAHUN"). */
  choices?: Record<string, string>;
}

export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTextTranslation>>;

const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** What a storefront visitor reads of a product in `language`: each text translated, else English. */
export function translatedProductTexts(
  product: Pick<ProductView, 'title' | 'description' | 'specifications' | 'options'>,
  translations: ProductTranslations | null | undefined,
  language: Language,
): Pick<ProductView, 'title' | 'description' | 'specifications' | 'options'> {
  const texts = language === 'en' ? undefined : translations?.[language];
  if (!texts) return product;
  const specifications: Record<string, string> = {};
  for (const [name, value] of Object.entries(product.specifications)) {
    const feature = texts.features?.[name];
    specifications[filled(feature?.name) ? feature.name : name] = filled(feature?.value) ? feature.value : value;
  }
  const options: ProductOption[] = product.options.map((option) => ({
    ...option,
    choices: option.choices.map((choice) => {
      const label = texts.choices?.[choice.value];
      return filled(label) ? { ...choice, label } : choice;
    }),
  }));
  return {
    title: filled(texts.title) ? texts.title : product.title,
    description: filled(texts.description) ? texts.description : product.description,
    specifications,
    options,
  };
}

/** One text a product lacks in one language: `ms: title`, `zh-Hans: choice lifetime`, `ms: feature Platform`. */
export interface MissingTranslation {
  language: TranslatedLanguage;
  field: 'title' | 'description' | 'feature' | 'choice';
  /** The feature's English name or the choice's value. */
  key?: string;
}

/** Every text of the product that has English but no Malay or Chinese (blank counts as missing). */
export function missingProductTranslations(
  product: Pick<ProductView, 'title' | 'description' | 'specifications' | 'options'>,
  translations: ProductTranslations | null | undefined,
): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations?.[language] ?? {};
    if (filled(product.title) && !filled(texts.title)) missing.push({ language, field: 'title' });
    if (filled(product.description) && !filled(texts.description)) missing.push({ language, field: 'description' });
    for (const name of Object.keys(product.specifications)) {
      const feature = texts.features?.[name];
      if (!filled(feature?.name) || !filled(feature?.value)) missing.push({ language, field: 'feature', key: name });
    }
    for (const choice of product.options.flatMap((option) => option.choices)) {
      if (!filled(texts.choices?.[choice.value])) missing.push({ language, field: 'choice', key: choice.value });
    }
  }
  return missing;
}

/** "ms: title", "zh-Hans: choice lifetime": how a missing text is named in lists and API answers. */
export const missingTranslationName = (missing: MissingTranslation) =>
  `${missing.language}: ${missing.field}${missing.key === undefined ? '' : ` ${missing.key}`}`;

/**
 * The translations as stored: texts trimmed, blank ones left out, features and choices the product no
 * longer has dropped (a renamed feature or removed choice takes its translations with it).
 */
export function cleanProductTranslations(
  translations: ProductTranslations,
  product: Pick<ProductView, 'specifications' | 'options'>,
): ProductTranslations {
  const clean: ProductTranslations = {};
  const choiceValues = new Set(product.options.flatMap((option) => option.choices.map((choice) => choice.value)));
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    const out: ProductTextTranslation = {};
    if (filled(texts.title)) out.title = texts.title.trim();
    if (filled(texts.description)) out.description = texts.description.trim();
    const features: NonNullable<ProductTextTranslation['features']> = {};
    for (const [name, feature] of Object.entries(texts.features ?? {})) {
      if (!(name in product.specifications)) continue;
      const kept: { name?: string; value?: string } = {};
      if (filled(feature?.name)) kept.name = feature.name.trim();
      if (filled(feature?.value)) kept.value = feature.value.trim();
      if (kept.name !== undefined || kept.value !== undefined) features[name] = kept;
    }
    if (Object.keys(features).length > 0) out.features = features;
    const choices: Record<string, string> = {};
    for (const [value, label] of Object.entries(texts.choices ?? {})) {
      if (choiceValues.has(value) && filled(label)) choices[value] = label.trim();
    }
    if (Object.keys(choices).length > 0) out.choices = choices;
    if (Object.keys(out).length > 0) clean[language] = out;
  }
  return clean;
}

/**
 * Why `value` is not a product's translations (null when it is): only `ms` and `zh-Hans`, each an object of
 * texts within the English texts' maxima.
 */
export function productTranslationsProblem(value: unknown): string | null {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const text = (v: unknown, max: number) => v === undefined || (typeof v === 'string' && v.length <= max);
  if (!isObject(value)) return 'Translations must be an object with the keys ms and zh-Hans';
  for (const [language, texts] of Object.entries(value)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      return `Translations may only have the languages ${TRANSLATED_LANGUAGES.join(' and ')}`;
    }
    if (!isObject(texts)) return `Translations for ${language} must be an object`;
    for (const key of Object.keys(texts)) {
      if (!['title', 'description', 'features', 'choices'].includes(key)) {
        return `Translations for ${language} may only have title, description, features and choices`;
      }
    }
    if (!text(texts.title, MAX_TITLE_LENGTH)) {
      return `The ${language} product name must be text of at most ${MAX_TITLE_LENGTH} characters`;
    }
    if (!text(texts.description, MAX_DESCRIPTION_LENGTH)) {
      return `The ${language} description must be text of at most ${MAX_DESCRIPTION_LENGTH} characters`;
    }
    if (texts.features !== undefined) {
      if (!isObject(texts.features)) return `The ${language} key features must be an object`;
      for (const feature of Object.values(texts.features)) {
        if (
          !isObject(feature) ||
          !text(feature.name, MAX_SPECIFICATION_NAME) ||
          !text(feature.value, MAX_SPECIFICATION_VALUE)
        ) {
          return `Each ${language} key feature must have a name of at most ${MAX_SPECIFICATION_NAME} and a text of at most ${MAX_SPECIFICATION_VALUE} characters`;
        }
      }
    }
    if (texts.choices !== undefined) {
      if (!isObject(texts.choices)) return `The ${language} option choices must be an object`;
      if (!Object.values(texts.choices).every((label) => text(label, MAX_CHOICE_LABEL_LENGTH))) {
        return `Each ${language} option choice must be text of at most ${MAX_CHOICE_LABEL_LENGTH} characters`;
      }
    }
  }
  return null;
}

/** GET /api/admin/products/translations-missing: each product (active or not) that lacks a Malay or Chinese text. */
export interface ProductTranslationGap {
  id: string;
  productCode: string;
  title: string;
  isActive: boolean;
  /** "ms: title", "zh-Hans: choice lifetime", ... */
  missing: string[];
}

/**
 * An order line's title and choice in the language the order is placed in, as the order keeps them beside
 * the English ones (docs/catalogue.md#languages): null where that language is English or has no translation.
 */
export function translatedLineTexts(
  product: { translations?: ProductTranslations | null },
  optionValue: string | null,
  language: Language,
): { title: string | null; optionLabel: string | null } {
  const texts = language === 'en' ? undefined : product.translations?.[language];
  const label = optionValue === null ? undefined : texts?.choices?.[optionValue];
  return { title: filled(texts?.title) ? texts.title : null, optionLabel: filled(label) ? label : null };
}
