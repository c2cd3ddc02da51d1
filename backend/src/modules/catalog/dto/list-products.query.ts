import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { LANGUAGES, type Language } from '@kedai/contracts';
import { MAX_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '../catalog.constants';
import { LANG_MESSAGE } from './language.query';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const IDS_MESSAGE = `ids must be a comma-separated list of at most ${MAX_PAGE_SIZE} product ids`;
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

export class ListProductsQuery {
  @ApiPropertyOptional({ description: 'Exact category name; empty means all' })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(60, { message: 'category must be at most 60 characters' })
  category?: string;

  @ApiPropertyOptional({
    description:
      'Matches title, description or category, case-insensitive; trimmed (and the title and description in `lang`)',
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'default' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({
    type: String,
    description: `Only these products: comma-separated ids (uuids), at most ${MAX_PAGE_SIZE} (the favourites screens)`,
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : value,
  )
  @ArrayMaxSize(MAX_PAGE_SIZE, { message: IDS_MESSAGE })
  @IsUUID('all', { each: true, message: IDS_MESSAGE })
  ids?: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100000, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The texts' language; without it, Accept-Language's, else English",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANG_MESSAGE })
  lang?: Language;
}
