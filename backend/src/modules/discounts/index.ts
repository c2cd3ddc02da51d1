/** The discounts module's public face: what other modules may import from it. */
export { DiscountsModule } from './discounts.module';
export { DiscountsHttpModule } from './discounts-http.module';
export { DiscountsService, discountRefused, type PricedDiscount } from './services/discounts.service';
export { customerKeyOf, type DiscountLine } from './rules/discount-rules';
