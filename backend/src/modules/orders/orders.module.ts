import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { SettingsModule } from '../settings/settings.module';
import { AccountOrdersController } from './account-orders.controller';
import { AccountOrdersService } from './account-orders.service';
import { CartService } from './cart.service';
import { CheckoutService } from './checkout.service';
import { CartItem } from './entities/cart-item.entity';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { PaymentQr } from './entities/payment-qr.entity';
import { servesHttp } from '../../core/queue/role';
import { AdminOrderReader } from './admin-order-reader.service';
import { OrderAccess } from './order-access';
import { OrderChangesService } from './order-changes.service';
import { OrderLookupService } from './order-lookup.service';
import { OrderPolicy } from './order-policy';
import { OrderWatchGateway } from './order-watch.gateway';
import { UnpaidOrdersService } from './unpaid-orders.service';
import { OrdersController } from './orders.controller';
import { AdminPaymentQrController, PaymentQrController } from './payment-qr.controller';
import { PaymentQrService } from './payment-qr.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, CartItem, PaymentQr]),
    CatalogModule,
    SettingsModule,
  ],
  controllers: [OrdersController, AccountOrdersController, PaymentQrController, AdminPaymentQrController],
  providers: [
    CheckoutService,
    OrderLookupService,
    AccountOrdersService,
    CartService,
    PaymentQrService,
    AdminOrderReader,
    OrderChangesService,
    OrderPolicy,
    OrderAccess,
    UnpaidOrdersService,
    ...(servesHttp() ? [OrderWatchGateway] : []),
  ],
  exports: [
    CheckoutService,
    AccountOrdersService,
    OrderLookupService,
    AdminOrderReader,
    OrderChangesService,
    OrderPolicy,
    OrderAccess,
    UnpaidOrdersService,
  ],
})
export class OrdersModule {}
