import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Codes running low: a per-product warning level for the unsold codes of its pool; an order paid while its
 * pool cannot cover it waits as a backorder (`orders.backordered_at`) until a restock fills it; a code
 * reported as not working is burned (kept with its order for the record, no longer holding its unit) and
 * replaced from the pool.
 */
export class BackordersAndBurnedCodes1795730000000 implements MigrationInterface {
  name = 'BackordersAndBurnedCodes1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "code_pool_settings" ADD "warning_level" integer NOT NULL DEFAULT '5'`);
    await queryRunner.query(
      `ALTER TABLE "code_pool_settings" ADD CONSTRAINT "CHK_code_pool_settings_warning_level" CHECK ("warning_level" >= 0)`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "backordered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_backordered" ON "orders" ("created_at") WHERE "backordered_at" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "activation_codes" ADD "burned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "activation_codes" ADD "burned_by" uuid`);
    await queryRunner.query(`ALTER TABLE "activation_codes" ADD "burn_reason" character varying(300)`);
    await queryRunner.query(`DROP INDEX "public"."UQ_activation_codes_order_item_unit"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_activation_codes_order_item_unit" ON "activation_codes" ("order_item_id", "unit") WHERE "order_item_id" IS NOT NULL AND "burned_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_activation_codes_order_item_unit"`);
    await queryRunner.query(`DELETE FROM "activation_codes" WHERE "burned_at" IS NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_activation_codes_order_item_unit" ON "activation_codes" ("order_item_id", "unit") WHERE "order_item_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "activation_codes" DROP COLUMN "burn_reason"`);
    await queryRunner.query(`ALTER TABLE "activation_codes" DROP COLUMN "burned_by"`);
    await queryRunner.query(`ALTER TABLE "activation_codes" DROP COLUMN "burned_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_backordered"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "backordered_at"`);
    await queryRunner.query(`ALTER TABLE "code_pool_settings" DROP CONSTRAINT "CHK_code_pool_settings_warning_level"`);
    await queryRunner.query(`ALTER TABLE "code_pool_settings" DROP COLUMN "warning_level"`);
  }
}
