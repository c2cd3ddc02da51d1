import { Module } from '@nestjs/common';
import { AdminProductsController } from './http/admin-products.controller';
import { CatalogResponseCache } from './cache/catalog-response-cache.service';
import { CatalogImagesController } from './http/catalog-images.controller';
import { CatalogSeedService } from './services/catalog-seed.service';
import { CatalogController } from './http/catalog.controller';
import { CatalogModule } from './catalog.module';
import { LikesController } from './http/likes.controller';
import { SiteFilesController } from './http/site-files.controller';

/** The catalogue's REST endpoints, and the starter-catalogue seed (run by API processes only). */
@Module({
  imports: [CatalogModule],
  controllers: [
    CatalogController,
    LikesController,
    CatalogImagesController,
    AdminProductsController,
    SiteFilesController,
  ],
  providers: [CatalogSeedService, CatalogResponseCache],
})
export class CatalogHttpModule {}
