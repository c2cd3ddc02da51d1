import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { QueueAlertThresholds } from '@kedai/contracts';

/** PUT /api/admin/queue-alerts/{queue}: the queue's three thresholds; null stops watching that measure. */
export class QueueAlertThresholdsDto implements Omit<QueueAlertThresholds, 'queue'> {
  @ApiProperty({ nullable: true, minimum: 0 })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Waiting jobs must be a whole number, or empty' })
  @Min(0, { message: 'Waiting jobs cannot be negative' })
  @Max(1_000_000, { message: 'Waiting jobs must be at most 1,000,000' })
  depth!: number | null;

  @ApiProperty({ nullable: true, minimum: 0 })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Oldest waiting seconds must be a whole number, or empty' })
  @Min(0, { message: 'Oldest waiting seconds cannot be negative' })
  @Max(604_800, { message: 'Oldest waiting seconds must be at most a week (604800)' })
  oldestWaitingSeconds!: number | null;

  @ApiProperty({ nullable: true, minimum: 0 })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Failed jobs in the last hour must be a whole number, or empty' })
  @Min(0, { message: 'Failed jobs in the last hour cannot be negative' })
  @Max(1_000_000, { message: 'Failed jobs in the last hour must be at most 1,000,000' })
  failedLastHour!: number | null;
}
