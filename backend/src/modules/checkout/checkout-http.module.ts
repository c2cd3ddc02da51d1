import { Module } from '@nestjs/common';
import { CheckoutModule } from './checkout.module';
import { CartController } from './http/cart.controller';
import { CheckoutController } from './http/checkout.controller';

/** The checkout's REST endpoints: quote, cart check, placing and paying an order, the saved cart. */
@Module({
  imports: [CheckoutModule],
  controllers: [CheckoutController, CartController],
})
export class CheckoutHttpModule {}
