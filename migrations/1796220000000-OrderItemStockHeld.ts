import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order line remembers how many of its units it holds from the shelf (taken at checkout, minus what a refund
 * or a cancel gave back), so stock comes back once per unit actually taken: a line sold short under a price lock
 * holds fewer than its quantity, and a cancel after a partial refund gives back only the rest. Lines of orders
 * whose stock was already given back hold none; every other line is taken to hold its whole quantity.
 */
export class OrderItemStockHeld1796220000000 implements MigrationInterface {
  name = 'OrderItemStockHeld1796220000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" ADD "stock_held" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE "order_items" i SET "stock_held" = i."quantity"
         FROM "orders" o WHERE o."order_id" = i."order_id" AND o."stock_restored_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "CHK_order_items_stock_held" CHECK ("stock_held" >= 0 AND "stock_held" <= "quantity")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "CHK_order_items_stock_held"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "stock_held"`);
  }
}
