import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { CLEANUP_ACTION_NAMES, MAX_CLEANUP_DAYS, type CleanupAction, type CleanupRequest } from '@kedai/contracts';

export class CleanupRequestDto implements CleanupRequest {
  @ApiProperty({ enum: CLEANUP_ACTION_NAMES })
  @IsIn(CLEANUP_ACTION_NAMES, { message: `action must be one of: ${CLEANUP_ACTION_NAMES.join(', ')}` })
  action!: CleanupAction;

  @ApiProperty({ minimum: 0, maximum: MAX_CLEANUP_DAYS, description: 'Only what is older than this many days' })
  @IsInt({ message: 'olderThanDays must be a whole number of days' })
  @Min(0, { message: 'olderThanDays cannot be negative' })
  @Max(MAX_CLEANUP_DAYS, { message: `olderThanDays can be at most ${MAX_CLEANUP_DAYS}` })
  olderThanDays!: number;
}
