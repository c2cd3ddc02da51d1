import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditFilter,
  type AuditSettingsView,
  type AuditTargetType,
} from '@kedai/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AuditFilterQuery implements AuditFilter {
  @ApiPropertyOptional({ description: "Part of the actor's name, or their user id" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  person?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'action is not an audit action' })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @IsOptional()
  @IsIn(AUDIT_TARGET_TYPES, { message: `targetType must be one of: ${AUDIT_TARGET_TYPES.join(', ')}` })
  targetType?: AuditTargetType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  targetId?: string;

  @ApiPropertyOptional({ description: 'First shop day (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last shop day (YYYY-MM-DD), included' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100000)
  page?: number;
}

export class AuditSettingsDto implements AuditSettingsView {
  @ApiProperty({ minimum: AUDIT_RETENTION_MIN_DAYS, maximum: AUDIT_RETENTION_MAX_DAYS })
  @IsInt({ message: 'retentionDays must be a whole number of days' })
  @Min(AUDIT_RETENTION_MIN_DAYS, { message: `retentionDays must be at least ${AUDIT_RETENTION_MIN_DAYS}` })
  @Max(AUDIT_RETENTION_MAX_DAYS, { message: `retentionDays can be at most ${AUDIT_RETENTION_MAX_DAYS}` })
  retentionDays!: number;
}
