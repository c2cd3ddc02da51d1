import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RATING_SORTS, type RatingSort } from '../catalog.constants';
import { LanguageQuery } from './language.query';

export class ListRatingsQuery extends LanguageQuery {
  @ApiPropertyOptional({ description: 'Matches the product title, case-insensitive' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, description: 'Only products whose average is at least this' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minStars must be a whole number from 1 to 5' })
  @Min(1, { message: 'minStars must be a whole number from 1 to 5' })
  @Max(5, { message: 'minStars must be a whole number from 1 to 5' })
  minStars?: number;

  @ApiPropertyOptional({ enum: RATING_SORTS, default: 'date' })
  @IsOptional()
  @IsIn(RATING_SORTS, { message: `sort must be one of: ${RATING_SORTS.join(', ')}` })
  sort?: RatingSort;
}
