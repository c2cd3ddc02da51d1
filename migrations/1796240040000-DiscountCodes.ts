import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes (docs/product/discounts.md): the codes, each order's use of one, and on orders the code and the
 * amount it took off, with each line's share (so a refund of one line gives back what was paid for it).
 */
export class DiscountCodes1796240040000 implements MigrationInterface {
  name = 'DiscountCodes1796240040000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "discount_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code" character varying(40) NOT NULL,
        "kind" character varying(8) NOT NULL,
        "value" numeric(10,2) NOT NULL,
        "minimum_spend" numeric(10,2) NOT NULL DEFAULT 0,
        "product_ids" uuid array NOT NULL DEFAULT '{}',
        "categories" text array NOT NULL DEFAULT '{}',
        "starts_at" TIMESTAMP WITH TIME ZONE,
        "ends_at" TIMESTAMP WITH TIME ZONE,
        "usage_limit" integer,
        "per_customer_limit" integer,
        "used_count" integer NOT NULL DEFAULT 0,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_discount_codes_kind" CHECK ("kind" IN ('percent', 'fixed')),
        CONSTRAINT "CHK_discount_codes_value" CHECK ("value" > 0 AND ("kind" <> 'percent' OR "value" <= 100)),
        CONSTRAINT "CHK_discount_codes_used" CHECK ("used_count" >= 0 AND ("usage_limit" IS NULL OR "used_count" <= "usage_limit")),
        CONSTRAINT "PK_discount_codes" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_discount_codes_code" ON "discount_codes" ("code")`);
    await queryRunner.query(
      `CREATE TABLE "discount_redemptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code_id" uuid NOT NULL,
        "order_id" character varying(20) NOT NULL,
        "customer_key" character varying(300) NOT NULL,
        "amount" numeric(10,2) NOT NULL,
        "released_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_discount_redemptions" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_discount_redemptions_order" ON "discount_redemptions" ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_discount_redemptions_customer" ON "discount_redemptions" ("code_id", "customer_key")`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_code" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_amount" numeric(10,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD "discount_amount" numeric(10,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "CHK_order_items_discount" CHECK ("discount_amount" >= 0 AND "discount_amount" <= "line_total")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "CHK_order_items_discount"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "discount_amount"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_amount"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_code"`);
    await queryRunner.query(`DROP TABLE "discount_redemptions"`);
    await queryRunner.query(`DROP TABLE "discount_codes"`);
  }
}
