import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ManualPaymentMethod } from './entities/manual-payment-method.entity';
import { PaymentQr } from './entities/payment-qr.entity';
import { ManualMethodsService } from './services/manual-methods.service';
import { PaymentExportsService } from './services/payment-exports.service';
import { PaymentQrService } from './services/payment-qr.service';
import { ReceiptMails } from './services/receipt-mails';
import { ReceiptReviewService } from './services/receipt-review.service';

/** How orders are paid: the payment methods and QR, uploaded receipts and their review, payment risk, exports. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentQr, ManualPaymentMethod]), OrdersModule, UsersModule],
  providers: [PaymentQrService, ManualMethodsService, ReceiptMails, ReceiptReviewService, PaymentExportsService],
  exports: [PaymentQrService, ManualMethodsService, ReceiptMails, ReceiptReviewService, PaymentExportsService],
})
export class PaymentsModule {}
