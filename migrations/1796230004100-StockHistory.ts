import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's stock history (docs/product/admin.md#stock-history): one row per change of a product's stock,
 * written in the transaction of the change (no foreign key: a deleted product's lines stay as a record).
 */
export class StockHistory1796230004100 implements MigrationInterface {
  name = 'StockHistory1796230004100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stock_history" (
         "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
         "product_id" uuid NOT NULL,
         "change" integer NOT NULL,
         "stock_after" integer NOT NULL,
         "reason" character varying(20) NOT NULL,
         "actor_type" character varying(20) NOT NULL,
         "actor_id" uuid,
         "actor_name" character varying(120),
         "order_id" character varying(40),
         "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_stock_history_id" PRIMARY KEY ("id")
       )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_stock_history_product_at" ON "stock_history" ("product_id", "at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_stock_history_product_at"`);
    await queryRunner.query(`DROP TABLE "stock_history"`);
  }
}
