import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { AccountOrdersController } from './account-orders.controller';
import { AccountOrdersService } from './account-orders.service';
import { CartService } from './cart.service';
import { CheckoutService } from './checkout.service';
import { CartItem } from './entities/cart-item.entity';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { PaymentQr } from './entities/payment-qr.entity';
import { OrderLookupService } from './order-lookup.service';
import { OrdersController } from './orders.controller';
import { AdminPaymentQrController, PaymentQrController } from './payment-qr.controller';
import { PaymentQrService } from './payment-qr.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, CartItem, PaymentQr]), CatalogModule],
  controllers: [OrdersController, AccountOrdersController, PaymentQrController, AdminPaymentQrController],
  providers: [CheckoutService, OrderLookupService, AccountOrdersService, CartService, PaymentQrService],
  exports: [CheckoutService, AccountOrdersService],
})
export class OrdersModule {}
