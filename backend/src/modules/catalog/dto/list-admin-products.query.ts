import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ListAdminProductsQuery {
  @ApiPropertyOptional({ description: 'Matches the title only, case-insensitive; trimmed' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
