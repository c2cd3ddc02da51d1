import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class ProductReviewsQuery {
  @ApiPropertyOptional({ description: 'Only reviews of this option value (e.g. 1_year, lifetime); empty means all' })
  @IsOptional()
  @IsString({ message: 'version must be text' })
  @MaxLength(40, { message: 'version must be at most 40 characters' })
  @Matches(/^[a-z0-9_]*$/, { message: 'version must be an option value such as 1_year or lifetime' })
  version?: string;
}
