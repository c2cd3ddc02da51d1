import { Controller, Get, HttpStatus, Inject, Query, Req, Res } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { appConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import type { AuthenticatedRequest } from '../../core/security/auth.decorators';
import { opsAccessOf } from '../../core/security/ops-access';
import { HealthReport, HealthService, ProbeReport } from './health.service';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  /**
   * 200 when the database and Redis answer, 503 otherwise; the body says which part is down and how many
   * workers are alive. Which processes (host, PID) and the errors' own words only for an admin session or
   * the METRICS_TOKEN bearer. `?probe=liveness|readiness` answers like /health/live and /health/ready.
   */
  @Get()
  @ApiQuery({ name: 'probe', required: false, enum: ['liveness', 'readiness'] })
  async check(
    @Query('probe') probe: unknown,
    @Req() request: AuthenticatedRequest,
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
          : await this.health.report(opsAccessOf(request, this.config.metricsToken) === 'granted');
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
