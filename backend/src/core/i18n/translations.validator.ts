import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { TRANSLATED_LANGUAGES, type Translations } from '@kedai/contracts';

/** Whether `value` is a `{ "ms"?: text, "zh-Hans"?: text }` object whose texts are at most `maxLength` long. */
export function isTranslations(value: unknown, maxLength: number): value is Translations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, text]) =>
      (TRANSLATED_LANGUAGES as readonly string[]).includes(key) && typeof text === 'string' && text.length <= maxLength,
  );
}

/** Why a value is not translations of a text of at most `maxLength` characters. */
export const translationsMessage = (maxLength: number) =>
  `translations may only have the keys ${TRANSLATED_LANGUAGES.join(' and ')}, each a text of at most ${maxLength} characters`;

/** The translations of a text (the English one beside it has the same maximum length). */
export const IsTranslations = (maxLength: number) =>
  ValidateBy(
    {
      name: 'isTranslations',
      constraints: [maxLength],
      validator: { validate: (value) => isTranslations(value, maxLength) },
    },
    { message: translationsMessage(maxLength) },
  );

/** An optional `translations` field of a DTO: documented for the API and checked as above. */
export const TranslationsProperty = (maxLength: number, doc: { example: Translations; description: string }) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', maxLength }, ...doc }),
    IsOptional(),
    IsTranslations(maxLength),
  );

/** The translations as stored: trimmed, blank ones left out (they fall back to English anyway). */
export function cleanTranslations(translations: Translations): Translations {
  const clean: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const text = translations[language]?.trim();
    if (text) clean[language] = text;
  }
  return clean;
}
