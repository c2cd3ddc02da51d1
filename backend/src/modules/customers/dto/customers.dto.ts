import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_PAGE_SIZE_MAX,
  CUSTOMER_SEARCH_MAX,
  CUSTOMER_SORTS,
  type CustomerSort,
} from '@kedai/contracts';

export class CustomerSearchQuery {
  @ApiPropertyOptional({ description: 'Part of a name, an e-mail or a WhatsApp number (any Malaysian form)' })
  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_SEARCH_MAX, { message: `search must be at most ${CUSTOMER_SEARCH_MAX} characters` })
  search?: string;
}

export class ListCustomersQuery extends CustomerSearchQuery {
  @ApiPropertyOptional({ enum: CUSTOMER_SORTS, description: 'last_order (default) or lifetime_value (admins)' })
  @IsOptional()
  @IsIn(CUSTOMER_SORTS, { message: `sort must be one of: ${CUSTOMER_SORTS.join(', ')}` })
  sort?: CustomerSort;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: CUSTOMER_PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(CUSTOMER_PAGE_SIZE_MAX, { message: `pageSize must be at most ${CUSTOMER_PAGE_SIZE_MAX}` })
  pageSize?: number;
}

export class CustomerNoteDto {
  @ApiProperty({ maxLength: CUSTOMER_NOTE_MAX })
  @IsString({ message: 'A note needs some text' })
  @MinLength(1, { message: 'A note needs some text' })
  @MaxLength(CUSTOMER_NOTE_MAX, { message: `A note is at most ${CUSTOMER_NOTE_MAX} characters` })
  body!: string;
}
