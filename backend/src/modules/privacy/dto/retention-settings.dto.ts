import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { SETTABLE_RETENTION_KINDS } from '@kedai/contracts';

/** The periods to change, by kind (days, or null to keep); each value is checked by `parsePeriods`. */
export class RetentionSettingsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', nullable: true },
    description: `Days to keep, by kind (${SETTABLE_RETENTION_KINDS.join(', ')}); null keeps everything`,
  })
  @IsObject({ message: 'periods must be an object of days by kind.' })
  periods!: Record<string, unknown>;
}
