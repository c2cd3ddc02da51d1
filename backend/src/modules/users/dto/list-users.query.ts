import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ListUsersQuery {
  @ApiPropertyOptional({ description: 'Matches name or e-mail, case-insensitive' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}
