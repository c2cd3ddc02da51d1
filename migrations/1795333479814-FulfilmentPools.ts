import { MigrationInterface, QueryRunner } from 'typeorm';

export class FulfilmentPools1795333479814 implements MigrationInterface {
  name = 'FulfilmentPools1795333479814';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rentals" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" character varying(20) NOT NULL, "order_item_id" uuid NOT NULL, "account_id" uuid NOT NULL, "product_code" character varying(40) NOT NULL, "game_name" character varying(200) NOT NULL, "username" character varying(200) NOT NULL, "password" text NOT NULL, "login_token" text, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e3c72ed7487195efb1b0bcbd0d9" UNIQUE ("order_item_id"), CONSTRAINT "PK_2b10d04c95a8bfe85b506ba52ba" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_db6da6aa131da890be546cdb81" ON "rentals" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_06833d79adf78b31ef60e1f574" ON "rentals" ("account_id") `);
    await queryRunner.query(
      `CREATE TABLE "rental_accounts" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "product_code" character varying(40) NOT NULL, "game_name" character varying(200) NOT NULL, "username" character varying(200) NOT NULL, "password" text NOT NULL, "login_token" text, "status" character varying(24) NOT NULL DEFAULT 'available', "order_id" character varying(20), "rented_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_rental_accounts_status" CHECK ("status" IN ('available', 'rented', 'needs-password-change')), CONSTRAINT "PK_5674de568d3f50ed8b2d9ea4b9c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7877a5118de112f30e0d209492" ON "rental_accounts" ("product_code", "status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "code_pool_settings" ("product_code" character varying(40) NOT NULL, "allow_generated_codes" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_71a3aa4bfbe11a8f918a837eb3b" PRIMARY KEY ("product_code"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "activation_codes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "product_code" character varying(40) NOT NULL, "code" character varying(120) NOT NULL, "order_id" character varying(20), "order_item_id" uuid, "used_at" TIMESTAMP WITH TIME ZONE, "generated" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a1e8867496f6b9b742c7f6a00b7" UNIQUE ("code"), CONSTRAINT "PK_a72dbbeaa882b981dde20ccefc9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_aa99f3ef6a034aea04e3335cf3" ON "activation_codes" ("product_code") `);
    await queryRunner.query(`CREATE INDEX "IDX_8da008f8c77d991729fd9372ca" ON "activation_codes" ("order_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_activation_codes_order_item" ON "activation_codes" ("order_item_id") WHERE "order_item_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_activation_codes_unsold" ON "activation_codes" ("product_code", "created_at") WHERE "order_item_id" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "pending_step" character varying(20)`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD "auto_delivery_status" character varying(12) NOT NULL DEFAULT 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "auto_delivered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "auto_delivery_email_sent" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "auto_delivery_failure_reason" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "stock_restored_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_auto_delivery_status" CHECK ("auto_delivery_status" IN ('pending', 'processing', 'delivered', 'failed'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_auto_delivery_status"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "stock_restored_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auto_delivery_failure_reason"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auto_delivery_email_sent"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auto_delivered_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auto_delivery_status"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "pending_step"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_activation_codes_unsold"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_activation_codes_order_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8da008f8c77d991729fd9372ca"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aa99f3ef6a034aea04e3335cf3"`);
    await queryRunner.query(`DROP TABLE "activation_codes"`);
    await queryRunner.query(`DROP TABLE "code_pool_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7877a5118de112f30e0d209492"`);
    await queryRunner.query(`DROP TABLE "rental_accounts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_06833d79adf78b31ef60e1f574"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_db6da6aa131da890be546cdb81"`);
    await queryRunner.query(`DROP TABLE "rentals"`);
  }
}
