import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsService } from './services/admin-products.service';
import { CatalogChangeSubscriber } from './cache/catalog-change.subscriber';
import { CatalogVersionService } from './cache/catalog-version.service';
import { CatalogImagesService } from './services/catalog-images.service';
import { Like } from './entities/like.entity';
import { Product } from './entities/product.entity';
import { Review } from './entities/review.entity';
import { StockChange } from './entities/stock-change.entity';
import { LikesService } from './services/likes.service';
import { ProductStockService } from './services/product-stock.service';
import { ProductsService } from './services/products.service';
import { ReviewsService } from './services/reviews.service';
import { ProductFiles } from './services/product-files';
import { CatalogPersonalData } from './services/catalog-personal-data';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Product, Review, Like, StockChange])],
  providers: [
    CatalogPersonalData,
    ProductFiles,
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
