import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { DiscountsModule } from '../discounts';
import { SettingsModule } from '../settings';
import { UsersModule } from '../users';
import { ProductOrdersModule } from './product-orders.module';
import { InvoiceCounter } from './entities/invoice-counter.entity';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderAnnouncer } from './listeners/order-announcer.listener';
import { AdminOrderReader } from './read/admin-order-reader.service';
import { CustomerOrdersReadModel } from './read/customer-orders.read-model';
import { OrderFiguresReadModel } from './read/order-figures.read-model';
import { OrderSalesReadModel } from './read/order-sales.read-model';
import { SalesRollup } from './services/sales-rollup';
import { OrdersReadModel } from './read/orders.read-model';
import { OrderWhereaboutsReadModel } from './read/order-whereabouts.read-model';
import { ReceiptsReadModel } from './read/receipts.read-model';
import { AccountOrdersService } from './services/account-orders.service';
import { AdminOrdersService } from './services/admin-orders.service';
import { CustomerReceiptService } from './services/customer-receipt.service';
import { EmailProofService } from './services/email-proof.service';
import { LookupRateLimit } from './services/lookup-rate-limit';
import { OrderAccess } from './services/order-access';
import { OrderExportsService } from './services/order-exports.service';
import { OrderLookupService } from './services/order-lookup.service';
import { OrderPaidTransition } from './services/order-paid';
import { OrderPolicy } from './services/order-policy';
import { OrderStock } from './services/order-stock';
import { OrderTransitions } from './services/order-transitions.service';
import { UnpaidOrdersService } from './services/unpaid-orders.service';
import { OrderFiles } from './services/order-files';
import { OrderPersonalData } from './services/order-personal-data';
import { ReceiptRetention } from './services/receipt-retention';

@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, InvoiceCounter]),
    CatalogModule,
    DiscountsModule,
    SettingsModule,
    UsersModule,
    ProductOrdersModule,
  ],
  providers: [
    ReceiptRetention,
    OrderPersonalData,
    OrderFiles,
    OrderTransitions,
    OrderAnnouncer,
    OrdersReadModel,
    OrderWhereaboutsReadModel,
    ReceiptsReadModel,
    OrderFiguresReadModel,
    OrderSalesReadModel,
    SalesRollup,
    CustomerOrdersReadModel,
    OrderStock,
    OrderPaidTransition,
    OrderLookupService,
    LookupRateLimit,
    EmailProofService,
    AccountOrdersService,
    AdminOrdersService,
    AdminOrderReader,
    OrderPolicy,
    OrderAccess,
    UnpaidOrdersService,
    OrderExportsService,
    CustomerReceiptService,
  ],
  exports: [
    CustomerOrdersReadModel,
    OrderPersonalData,
    EmailProofService,
    OrderFiguresReadModel,
    OrderSalesReadModel,
    SalesRollup,
    OrderTransitions,
    OrdersReadModel,
    OrderWhereaboutsReadModel,
    ReceiptsReadModel,
    AccountOrdersService,
    AdminOrdersService,
    OrderLookupService,
    LookupRateLimit,
    EmailProofService,
    AdminOrderReader,
    OrderPolicy,
    OrderAccess,
    OrderStock,
    OrderPaidTransition,
    UnpaidOrdersService,
    OrderExportsService,
    CustomerReceiptService,
  ],
})
export class OrdersModule {}
