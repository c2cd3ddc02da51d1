import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { CartItem } from './entities/cart-item.entity';
import { CartService } from './services/cart.service';
import { CheckoutService } from './services/checkout.service';
import { OrderQuoteService } from './services/order-quote.service';
import { PlaceOrderService } from './services/place-order.service';

/** The cart, the quote and placing an order (priced and validated here, recorded through OrderTransitions). */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), CatalogModule, OrdersModule, PaymentsModule],
  providers: [CartService, CheckoutService, OrderQuoteService, PlaceOrderService],
  exports: [CartService, CheckoutService, OrderQuoteService, PlaceOrderService],
})
export class CheckoutModule {}
