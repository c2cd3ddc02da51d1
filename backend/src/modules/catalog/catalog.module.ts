import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { CatalogImagesController } from './catalog-images.controller';
import { CatalogImagesService } from './catalog-images.service';
import { CatalogSeedService } from './catalog-seed.service';
import { CatalogController } from './catalog.controller';
import { Like } from './entities/like.entity';
import { Product } from './entities/product.entity';
import { Review } from './entities/review.entity';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { ProductsService } from './products.service';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Review, Like])],
  controllers: [CatalogController, LikesController, CatalogImagesController, AdminProductsController],
  providers: [
    ProductsService,
    AdminProductsService,
    ReviewsService,
    LikesService,
    CatalogImagesService,
    CatalogSeedService,
  ],
  exports: [ProductsService, ReviewsService],
})
export class CatalogModule {}
