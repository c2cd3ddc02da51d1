import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One source of price: a product sold by options costs its cheapest choice (the storefront's "from" price).
 * Rows whose typed price disagrees with their options are set to it; Product Management keeps it so.
 */
export class PricesFromOptions1795720000000 implements MigrationInterface {
  name = 'PricesFromOptions1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "products" p SET "price" = derived.price, "updated_at" = now()
       FROM (
         SELECT id, MIN((choice->>'price')::numeric) AS price
         FROM "products", jsonb_array_elements("options") AS option, jsonb_array_elements(option->'choices') AS choice
         GROUP BY id
       ) derived
       WHERE p.id = derived.id AND p."price" <> derived.price`,
    );
  }

  public async down(): Promise<void> {
    // The typed prices that disagreed were wrong; there is nothing to put back.
  }
}
