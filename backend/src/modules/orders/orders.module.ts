import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveriesReadModule } from '../fulfilment/deliveries-read.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrderAnnouncer } from './listeners/order-announcer.listener';
import { AdminOrderReader } from './read/admin-order-reader.service';
import { OrdersReadModel } from './read/orders.read-model';
import { AccountOrdersService } from './services/account-orders.service';
import { AdminOrdersService } from './services/admin-orders.service';
import { CustomerReceiptService } from './services/customer-receipt.service';
import { EmailProofService } from './services/email-proof.service';
import { LookupRateLimit } from './services/lookup-rate-limit';
import { OrderAccess } from './services/order-access';
import { OrderExportsService } from './services/order-exports.service';
import { OrderLookupService } from './services/order-lookup.service';
import { OrderPolicy } from './services/order-policy';
import { OrderStock } from './services/order-stock';
import { OrderTransitions } from './services/order-transitions.service';
import { UnpaidOrdersService } from './services/unpaid-orders.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent]),
    CatalogModule,
    SettingsModule,
    UsersModule,
    DeliveriesReadModule,
  ],
  providers: [
    OrderTransitions,
    OrderAnnouncer,
    OrdersReadModel,
    OrderStock,
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
    OrderTransitions,
    OrdersReadModel,
    AccountOrdersService,
    AdminOrdersService,
    OrderLookupService,
    LookupRateLimit,
    EmailProofService,
    AdminOrderReader,
    OrderPolicy,
    OrderAccess,
    UnpaidOrdersService,
    OrderExportsService,
    CustomerReceiptService,
  ],
})
export class OrdersModule {}
