import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOB_STATES, type MonitoredJobState } from '../ops.view';

export class ListJobsQuery {
  @ApiPropertyOptional({ enum: JOB_STATES, default: 'failed' })
  @IsOptional()
  @IsIn(JOB_STATES, { message: `state must be one of: ${JOB_STATES.join(', ')}` })
  state?: MonitoredJobState;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
