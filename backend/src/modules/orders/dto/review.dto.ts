import { REVIEW_COMMENT_MAX_LENGTH } from '@kedai/contracts';
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
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: `comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters` })
  comment?: string;
}
