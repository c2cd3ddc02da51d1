import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { PaymentGatewaySettings } from './entities/payment-gateway-settings.entity';
import { PaymentLedgerEntry } from './entities/payment-ledger-entry.entity';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity';
import { GatewayPaymentsService } from './gateway-payments.service';
import { GatewaySettingsService } from './gateway-settings.service';
import { ReconcileService } from './jobs/reconcile.service';
import { LedgerService } from './ledger/ledger.service';
import { PaymentEventsService } from './webhooks/payment-events.service';
import { PaymentWebhooksService } from './webhooks/payment-webhooks.service';

/** Online payments: gateways behind one interface, their events, the ledger and reconciliation (docs/payments.md). */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentLedgerEntry, PaymentWebhookEvent, PaymentGatewaySettings]), OrdersModule],
  providers: [
    GatewaySettingsService,
    GatewayPaymentsService,
    PaymentEventsService,
    PaymentWebhooksService,
    ReconcileService,
    LedgerService,
  ],
  exports: [GatewayPaymentsService, GatewaySettingsService, PaymentWebhooksService, ReconcileService, LedgerService],
})
export class PaymentsModule {}
