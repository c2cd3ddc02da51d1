import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CLEANABLE_STATES, type CleanableState } from '../ops.view';

export class CleanQueueDto {
  @ApiProperty({ enum: CLEANABLE_STATES })
  @IsIn(CLEANABLE_STATES, { message: `state must be one of: ${CLEANABLE_STATES.join(', ')}` })
  state!: CleanableState;

  @ApiPropertyOptional({ description: 'Only jobs older than this many milliseconds are removed', default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365 * 24 * 3600 * 1000)
  graceMs?: number;

  @ApiPropertyOptional({ description: 'At most this many jobs (0 = all)', default: 1000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  limit?: number;
}
