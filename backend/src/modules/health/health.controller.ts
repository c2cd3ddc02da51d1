import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthReport, HealthService } from './health.service';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database and Redis answer, 503 otherwise; the body says which part is down. */
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
