/** The catalog module's public face: what other modules may import from it. */
export { RENTAL_CATEGORY } from './catalog.constants';
export { CatalogModule } from './catalog.module';
export { ProductOrdersReader } from './read/product-orders';
export { productImageRules } from './rules/product-image-upload.rules';
export {
  ProductStockService,
  SHOP_ACTOR,
  type SaleProduct,
  type StockActor,
  type StockCause,
  type StockShortage,
} from './services/product-stock.service';
export { ReviewsService, type ReviewRecord } from './services/reviews.service';
