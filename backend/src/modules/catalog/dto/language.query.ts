import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from '@kedai/contracts';
import { pageLanguageOf } from '../../../core/http/prerendered-pages';

export const LANG_MESSAGE = `lang must be one of: ${LANGUAGES.join(', ')}`;

/** `?lang=`: the language of a product's texts (docs/catalogue.md#languages). */
export class LanguageQuery {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The texts' language; without it, the first of Accept-Language's the shop speaks, else English",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANG_MESSAGE })
  lang?: Language;
}

/** The language to answer in: `lang` when given, else Accept-Language's (the storefront always sends `lang`). */
export const answerLanguage = (lang: Language | undefined, acceptLanguage: string | undefined): Language =>
  lang ?? pageLanguageOf(undefined, acceptLanguage);
