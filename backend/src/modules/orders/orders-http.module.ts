import { Module } from '@nestjs/common';
import { AccountOrdersController } from './account-orders.controller';
import { AdminExportsController } from './admin-exports.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminReceiptsController } from './admin-receipts.controller';
import { CustomerReceiptController } from './customer-receipt.controller';
import { OrderWatchGateway } from './order-watch.gateway';
import { OrdersController } from './orders.controller';
import { PaymentsModule } from '../payments/payments.module';
import { OrdersModule } from './orders.module';
import { AdminPaymentQrController, PaymentQrController } from './payment-qr.controller';

/** The orders' REST endpoints (checkout, lookups, account, admin) and order:watch. */
@Module({
  imports: [OrdersModule, PaymentsModule],
  controllers: [
    OrdersController,
    AccountOrdersController,
    PaymentQrController,
    AdminPaymentQrController,
    AdminOrdersController,
    AdminReceiptsController,
    AdminExportsController,
    CustomerReceiptController,
  ],
  providers: [OrderWatchGateway],
})
export class OrdersHttpModule {}
