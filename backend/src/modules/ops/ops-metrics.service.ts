import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHash, timingSafeEqual } from 'node:crypto';
import { appConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { MetricsService } from '../../core/metrics/metrics.service';
import type { AuthenticatedRequest } from '../../core/security/auth.decorators';
import { isAdmin } from '../../core/security/principal';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** /api/metrics: for an admin session or the configured METRICS_TOKEN, nobody else. */
@Injectable()
export class OpsMetricsService {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  private isMetricsToken(token: string | undefined): boolean {
    const expected = this.config.metricsToken;
    return Boolean(token && expected && timingSafeEqual(digest(token), digest(expected)));
  }

  async scrape(request: AuthenticatedRequest): Promise<{ contentType: string; body: string }> {
    const token = request.bearerToken;
    if (!this.isMetricsToken(token)) {
      const principal = request.principal ?? null;
      if (!principal || principal.kind !== 'user') {
        throw new ApiError(
          HttpStatus.UNAUTHORIZED,
          'metrics_auth_required',
          'Metrics need an admin session or the metrics token (Authorization: Bearer <METRICS_TOKEN>).',
        );
      }
      if (!isAdmin(principal)) {
        throw new ApiError(HttpStatus.FORBIDDEN, 'admin_required', 'Admin access is required for this action.');
      }
    }
    return this.metrics.text();
  }
}
