import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class OrderReviewDto {
  /** Checked by the reviews rule (1-5) so a missing one reads "Please select a rating". */
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOptional()
  rating?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'comment must be text' })
  @MaxLength(2000, { message: 'comment must be at most 2000 characters' })
  comment?: string;
}
