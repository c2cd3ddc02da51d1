/**
 * The languages the shop speaks (issue "Speak the customer's language"). English is the source: its texts
 * are the shop's own, and it is the fallback wherever a translation is missing.
 */
export const LANGUAGES = ['en', 'ms', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  'zh-Hans': '中文',
};

/** The locale used for dates and numbers in each language (Malaysian conventions). */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-MY',
  ms: 'ms-MY',
  'zh-Hans': 'zh-Hans-MY',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best language for a list of BCP 47 tags in order of preference (navigator.languages,
 * Accept-Language): "ms-MY" and "id" read Malay, any Chinese tag reads simplified Chinese (what Malaysia
 * writes), "en-*" English; English when none matches.
 */
export function matchLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'ms' || primary === 'id') return 'ms';
    if (primary === 'zh') return 'zh-Hans';
  }
  return DEFAULT_LANGUAGE;
}
