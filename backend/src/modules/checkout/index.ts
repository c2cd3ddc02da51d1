/** The checkout module's public face: what other modules may import from it. */
export { CheckoutModule } from './checkout.module';
export { generateOrderId } from './rules/order-id';
export { CartService } from './services/cart.service';
export { CartVisits } from './services/cart-visits';
export { CheckoutService } from './services/checkout.service';
export { OrderQuoteService } from './services/order-quote.service';
