import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The storefront's product search (`title`, `description` or `category` ILIKE '%term%') read every product: 52 ms
 * at 10,000 products against 6 ms at 1,000 (bench `growth`). Trigram indexes let PostgreSQL answer it from an
 * index for terms of three characters or more. pg_trgm is a trusted extension (PostgreSQL 13+): the database's
 * owner may create it.
 */
export class CatalogueSearchIndexes1796100000000 implements MigrationInterface {
  name = 'CatalogueSearchIndexes1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "IDX_products_title_trgm" ON "products" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_products_description_trgm" ON "products" USING gin ("description" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_category_trgm" ON "products" USING gin ("category" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_products_category_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_products_description_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_products_title_trgm"`);
  }
}
