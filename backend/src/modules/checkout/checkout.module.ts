import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { DiscountsModule } from '../discounts';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { ConsentsModule } from '../privacy';
import { CartItem } from './entities/cart-item.entity';
import { CartVisit } from './entities/cart-visit.entity';
import { CartVisits } from './services/cart-visits';
import { CartService } from './services/cart.service';
import { CheckoutService } from './services/checkout.service';
import { OrderQuoteService } from './services/order-quote.service';
import { PlaceOrderService } from './services/place-order.service';
import { CartPersonalData } from './cart-personal-data';
import { CartVisitsRetention } from './cart-visits-retention';

/** The cart, the quote and placing an order (priced and validated here, recorded through OrderTransitions). */
@Module({
  imports: [
    TypeOrmModule.forFeature([CartItem, CartVisit]),
    CatalogModule,
    DiscountsModule,
    OrdersModule,
    PaymentsModule,
    ConsentsModule,
  ],
  providers: [
    CartPersonalData,
    CartService,
    CartVisits,
    CartVisitsRetention,
    CheckoutService,
    OrderQuoteService,
    PlaceOrderService,
  ],
  exports: [CartService, CartVisits, CheckoutService, OrderQuoteService, PlaceOrderService],
})
export class CheckoutModule {}
