import { Injectable, Logger } from '@nestjs/common';
import { GatewayPaymentsService } from '../services/gateway-payments.service';
import { GatewaySettingsService } from '../services/gateway-settings.service';
import { PaymentEventsService } from '../webhooks/payment-events.service';

/** A payment page this old with no word from its provider is asked about (a webhook may have been lost). */
export const RECONCILE_AFTER_MS = 3 * 60_000;

/**
 * Reconciliation: gateway payments still pending after a few minutes are asked of their provider; a paid one
 * is applied exactly as its webhook would be (same ledger, same lock, same once-only guarantees).
 */
@Injectable()
export class ReconcileService {
  private readonly logger = new Logger(ReconcileService.name);

  constructor(
    private readonly payments: GatewayPaymentsService,
    private readonly gateways: GatewaySettingsService,
    private readonly events: PaymentEventsService,
  ) {}

  async run(olderThanMs = RECONCILE_AFTER_MS): Promise<{ checked: number; applied: number }> {
    const pending = await this.payments.pendingAttempts(olderThanMs);
    let applied = 0;
    for (const attempt of pending) {
      if (attempt.provider === 'manual' || !attempt.transactionId) continue;
      const provider = await this.gateways.provider(attempt.provider);
      if (!provider) continue;
      try {
        const status = await provider.fetchPayment(attempt.transactionId);
        if (status.kind === 'pending') continue;
        const outcome = await this.events.applyStatus(attempt.provider, attempt.orderId, status);
        if (outcome === 'applied') applied += 1;
        if (status.kind === 'failed') await this.payments.closeAttempt(attempt.id, 'failed');
      } catch (error) {
        this.logger.warn(`Could not reconcile ${attempt.provider} ${attempt.transactionId}: ${String(error)}`);
      }
    }
    return { checked: pending.length, applied };
  }
}
