import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsService } from './services/admin-products.service';
import { CatalogChangeSubscriber } from './cache/catalog-change.subscriber';
import { CatalogVersionService } from './cache/catalog-version.service';
import { CatalogImagesService } from './services/catalog-images.service';
import { Like } from './entities/like.entity';
import { Product } from './entities/product.entity';
import { Review } from './entities/review.entity';
import { LikesService } from './services/likes.service';
import { ProductStockService } from './services/product-stock.service';
import { ProductsService } from './services/products.service';
import { ReviewsService } from './services/reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Review, Like])],
  providers: [
    ProductsService,
    AdminProductsService,
    ReviewsService,
    LikesService,
    CatalogImagesService,
    ProductStockService,
    CatalogVersionService,
    CatalogChangeSubscriber,
  ],
  exports: [
    ProductsService,
    ReviewsService,
    ProductStockService,
    AdminProductsService,
    LikesService,
    CatalogImagesService,
    CatalogVersionService,
  ],
})
export class CatalogModule {}
