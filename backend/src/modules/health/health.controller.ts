import { Controller, Get, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../core/http/api-error';
import { HealthReport, HealthService, ProbeReport } from './health.service';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 200 when the database and Redis answer, 503 otherwise; the body says which part is down and which
   * worker processes are alive. `?probe=liveness|readiness` answers like /health/live and /health/ready.
   */
  @Get()
  @ApiQuery({ name: 'probe', required: false, enum: ['liveness', 'readiness'] })
  async check(
    @Query('probe') probe: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthReport | ProbeReport> {
    if (probe !== undefined && probe !== 'liveness' && probe !== 'readiness') {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'bad_probe', 'probe must be liveness or readiness');
    }
    const report =
      probe === 'liveness'
        ? this.health.liveness()
        : probe === 'readiness'
          ? await this.health.readiness()
          : await this.health.report();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /** Liveness: 200 while the process answers. */
  @Get('live')
  live(): ProbeReport {
    return this.health.liveness();
  }

  /** Readiness: 200 when the database and Redis answer, else 503. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ProbeReport> {
    const report = await this.health.readiness();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
