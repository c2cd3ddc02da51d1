import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ListAdminProductsQuery {
  @ApiPropertyOptional({ description: 'Matches the title only, case-insensitive; trimmed' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: ['missing'], description: 'missing: only products lacking a Malay or Chinese text' })
  @IsOptional()
  @IsIn(['missing'], { message: 'translations must be "missing" or left out' })
  translations?: 'missing';
}
