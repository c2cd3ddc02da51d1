import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { MetricsService } from '../../core/metrics/metrics.service';
import type { AuthenticatedRequest } from '../../core/security/auth.decorators';
import { opsAccessOf } from '../../core/security/ops-access';

/** /api/metrics: for an admin session or the configured METRICS_TOKEN, nobody else. */
@Injectable()
export class OpsMetricsService {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  async scrape(request: AuthenticatedRequest): Promise<{ contentType: string; body: string }> {
    const access = opsAccessOf(request, this.config.metricsToken);
    if (access === 'no_credentials') {
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'metrics_auth_required',
        'Metrics need an admin session or the metrics token (Authorization: Bearer <METRICS_TOKEN>).',
      );
    }
    if (access === 'not_admin') {
      throw new ApiError(HttpStatus.FORBIDDEN, 'admin_required', 'Admin access is required for this action.');
    }
    return this.metrics.text();
  }
}
