import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../../core/security/auth.decorators';
import { OpsMetricsService } from './ops-metrics.service';

@ApiTags('ops')
@ApiBearerAuth()
@Controller('metrics')
export class OpsMetricsController {
  constructor(private readonly metrics: OpsMetricsService) {}

  /** Prometheus text exposition format; admin bearer or METRICS_TOKEN bearer. */
  @Get()
  async scrape(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { contentType, body } = await this.metrics.scrape(request);
    response.setHeader('Content-Type', contentType);
    return body;
  }
}
