import { Module } from '@nestjs/common';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { PaymentOrdersController } from './http/payment-orders.controller';
import { PaymentWebhooksController } from './http/payment-webhooks.controller';
import { PaymentsModule } from './payments.module';

/** The payments' REST endpoints: provider callbacks, the order's payment, the admin ledger and gateway settings. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentWebhooksController, PaymentOrdersController, AdminPaymentsController],
})
export class PaymentsHttpModule {}
