import { Module } from '@nestjs/common';
import { AccountOrdersController } from './http/account-orders.controller';
import { AdminExportsController } from './http/admin-exports.controller';
import { AdminOrdersController } from './http/admin-orders.controller';
import { CustomerReceiptController } from './http/customer-receipt.controller';
import { OrderLookupController } from './http/order-lookup.controller';
import { OrderWatchGateway } from './http/order-watch.gateway';
import { OrdersModule } from './orders.module';

/** The orders' REST endpoints (lookups, account, admin, the customer's receipt) and order:watch. */
@Module({
  imports: [OrdersModule],
  controllers: [
    OrderLookupController,
    AccountOrdersController,
    AdminOrdersController,
    AdminExportsController,
    CustomerReceiptController,
  ],
  providers: [OrderWatchGateway],
})
export class OrdersHttpModule {}
