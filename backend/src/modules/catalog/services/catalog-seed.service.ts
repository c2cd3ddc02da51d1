import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Product } from '../entities/product.entity';
import { CATALOG_LOCK_KEY, ProductsService } from './products.service';
import { ReviewsService } from './reviews.service';
import { SEED_PRODUCTS, seedImages } from './seed-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the starter catalogue when the products table is empty. The advisory lock makes concurrent
 * api processes wait for each other, and the emptiness check inside it means only the first one seeds.
 */
@Injectable()
export class CatalogSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly reviews: ReviewsService,
  ) {}

  async onApplicationBootstrap() {
    const seeded = await this.seedIfEmpty();
    if (seeded) this.logger.log(`Seeded the catalogue with ${seeded} products`);
    const translated = await this.translateSeededProducts();
    if (translated) this.logger.log(`Added the seed's Malay and Chinese texts to ${translated} products`);
  }

  /**
   * A shop seeded before products had translations gets the seed's Malay and Chinese texts: only products
   * with none yet whose English title and description are still the seed's (an admin's own texts are never
   * paired with translations of other words). Returns how many products got them.
   */
  translateSeededProducts(): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CATALOG_LOCK_KEY]);
      const repository = em.getRepository(Product);
      let translated = 0;
      for (const seed of SEED_PRODUCTS) {
        const result = await repository
          .createQueryBuilder()
          .update(Product)
          .set({ translations: seed.translations })
          .where('product_code = :code AND title = :title AND description = :description', seed)
          .andWhere(`translations = '{}'::jsonb`)
          .execute();
        translated += result.affected ?? 0;
      }
      return translated;
    });
  }

  /** Returns how many products were added (0 when the catalogue already had some). */
  seedIfEmpty(): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CATALOG_LOCK_KEY]);
      if ((await em.getRepository(Product).count()) > 0) return 0;
      const now = Date.now();
      for (const seed of SEED_PRODUCTS) {
        const product = await this.products.create(
          {
            productCode: seed.code,
            sku: `KD-${seed.code}`,
            title: seed.title,
            description: seed.description,
            price: seed.price,
            category: seed.category,
            stock: seed.stock,
            tags: seed.tags,
            options: seed.options,
            specifications: seed.specifications,
            translations: seed.translations,
            images: seedImages(seed),
          },
          em,
        );
        for (const review of seed.reviews) {
          const saved = await this.reviews.create({ productId: product.id, ...review }, em);
          const at = new Date(now - review.daysAgo * DAY_MS);
          await em.update('reviews', { id: saved.id }, { createdAt: at, modifiedAt: at });
        }
      }
      return SEED_PRODUCTS.length;
    });
  }
}
