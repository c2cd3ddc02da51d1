import { Module } from '@nestjs/common';
import { AdminReceiptsController } from './http/admin-receipts.controller';
import { PaymentExportsController } from './http/payment-exports.controller';
import { AdminPaymentQrController, PaymentQrController } from './http/payment-qr.controller';
import { PaymentsModule } from './payments.module';

/** The payments' REST endpoints: the payment QR, the receipts desk and its CSV export. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentQrController, AdminPaymentQrController, AdminReceiptsController, PaymentExportsController],
})
export class PaymentsHttpModule {}
