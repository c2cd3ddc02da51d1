import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders';
import { UsersModule } from '../users';
import { CatalogModule } from '../catalog';
import { FulfilmentModule } from '../fulfilment';
import { PaymentGatewaySettings } from './entities/payment-gateway-settings.entity';
import { PaymentLedgerEntry } from './entities/payment-ledger-entry.entity';
import { ManualPaymentMethod } from './entities/manual-payment-method.entity';
import { PaymentQr } from './entities/payment-qr.entity';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity';
import { ReconcileService } from './jobs/reconcile.service';
import { LedgerService } from './ledger/ledger.service';
import { GatewayPaymentsService } from './services/gateway-payments.service';
import { GatewaySettingsService } from './services/gateway-settings.service';
import { ManualMethodsService } from './services/manual-methods.service';
import { PaymentExportsService } from './services/payment-exports.service';
import { PaymentFiles } from './services/payment-files';
import { PaymentQrService } from './services/payment-qr.service';
import { ReceiptMails } from './services/receipt-mails';
import { ReceiptReviewService } from './services/receipt-review.service';
import { RefundsService } from './services/refunds.service';
import { OrderPaymentsReader } from './ledger/order-payments.reader';
import { RefundFiguresReadModel } from './ledger/refund-figures.read-model';
import { PaymentEventsService } from './webhooks/payment-events.service';
import { PaymentWebhooksService } from './webhooks/payment-webhooks.service';
import { PaymentPersonalData } from './ledger/payment-personal-data';

/**
 * How orders are paid: the manual methods and QR, uploaded receipts and their review, payment risk, exports; and
 * online payments: gateways behind one interface, their events, the ledger and reconciliation (docs/payments.md).
 */
@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([
      PaymentQr,
      ManualPaymentMethod,
      PaymentLedgerEntry,
      PaymentWebhookEvent,
      PaymentGatewaySettings,
    ]),
    OrdersModule,
    UsersModule,
    CatalogModule,
    FulfilmentModule,
  ],
  providers: [
    PaymentPersonalData,
    PaymentQrService,
    ManualMethodsService,
    ReceiptMails,
    ReceiptReviewService,
    PaymentExportsService,
    GatewaySettingsService,
    GatewayPaymentsService,
    PaymentEventsService,
    PaymentWebhooksService,
    ReconcileService,
    LedgerService,
    RefundsService,
    OrderPaymentsReader,
    RefundFiguresReadModel,
    PaymentFiles,
  ],
  exports: [
    PaymentQrService,
    ManualMethodsService,
    ReceiptMails,
    ReceiptReviewService,
    PaymentExportsService,
    GatewayPaymentsService,
    GatewaySettingsService,
    PaymentWebhooksService,
    ReconcileService,
    LedgerService,
    RefundsService,
    OrderPaymentsReader,
    RefundFiguresReadModel,
  ],
})
export class PaymentsModule {}
