import { Module } from '@nestjs/common';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { AdminReceiptsController } from './http/admin-receipts.controller';
import { PaymentExportsController } from './http/payment-exports.controller';
import { PaymentOrdersController } from './http/payment-orders.controller';
import { AdminPaymentQrController, PaymentQrController } from './http/payment-qr.controller';
import { PaymentWebhooksController } from './http/payment-webhooks.controller';
import { PaymentsModule } from './payments.module';

/**
 * The payments' REST endpoints: the payment QR, the receipts desk and its CSV export; the gateways' callbacks,
 * an order's online payment, the admin ledger and the gateway settings.
 */
@Module({
  imports: [PaymentsModule],
  controllers: [
    PaymentQrController,
    AdminPaymentQrController,
    AdminReceiptsController,
    PaymentExportsController,
    PaymentWebhooksController,
    PaymentOrdersController,
    AdminPaymentsController,
  ],
})
export class PaymentsHttpModule {}
