import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class VisitorDto {
  @ApiPropertyOptional({ description: 'A visitor token held from before; kept when still valid' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  token?: string;
}
