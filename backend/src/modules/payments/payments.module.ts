import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders';
import { UsersModule } from '../users';
import { PaymentQr } from './entities/payment-qr.entity';
import { PaymentExportsService } from './services/payment-exports.service';
import { PaymentFiles } from './services/payment-files';
import { PaymentQrService } from './services/payment-qr.service';
import { ReceiptMails } from './services/receipt-mails';
import { ReceiptReviewService } from './services/receipt-review.service';

/** How orders are paid: the payment methods and QR, uploaded receipts and their review, payment risk, exports. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentQr]), OrdersModule, UsersModule],
  providers: [PaymentQrService, ReceiptMails, ReceiptReviewService, PaymentExportsService, PaymentFiles],
  exports: [PaymentQrService, ReceiptMails, ReceiptReviewService, PaymentExportsService],
})
export class PaymentsModule {}
