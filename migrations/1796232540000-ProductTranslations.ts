import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue in three languages (issue 33): a product's Malay and Chinese title, description, key
 * features and option choices (`{ "ms": {...}, "zh-Hans": {...} }`, docs/catalogue.md#languages). A shop
 * seeded before gets the seed's translations at the next start, for the products whose English is still
 * the seed's (CatalogSeedService).
 */
export class ProductTranslations1796232540000 implements MigrationInterface {
  name = 'ProductTranslations1796232540000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "translations" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "translations"`);
  }
}
