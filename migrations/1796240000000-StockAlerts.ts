import { MigrationInterface, QueryRunner } from 'typeorm';

/** Back-in-stock alerts: the shoppers' requests, one row per restock's round, and the seller's margin. */
export class StockAlerts1796240000000 implements MigrationInterface {
  name = 'StockAlerts1796240000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stock_alerts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_id" uuid NOT NULL,
        "option_value" varchar(100),
        "email" varchar(254) NOT NULL,
        "language" varchar(10) NOT NULL,
        "confirm_token_hash" varchar(64),
        "confirmed_at" timestamptz,
        "notified_at" timestamptz,
        "round_key" varchar(80),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stock_alerts" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_stock_alerts_waiting" ON "stock_alerts" ("product_id", COALESCE("option_value", ''), "email")
       WHERE "notified_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_alerts_waiting_by_product" ON "stock_alerts" ("product_id", "created_at")
       WHERE "notified_at" IS NULL AND "confirmed_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_stock_alerts_confirm_token" ON "stock_alerts" ("confirm_token_hash")
       WHERE "confirm_token_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_alert_rounds" (
        "key" varchar(80) NOT NULL,
        "product_id" uuid NOT NULL,
        "units" integer NOT NULL,
        "sent" integer NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stock_alert_rounds" PRIMARY KEY ("key")
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_alert_settings" (
        "id" smallint NOT NULL DEFAULT 1,
        "margin" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_stock_alert_settings" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_stock_alert_settings_single_row" CHECK ("id" = 1),
        CONSTRAINT "CHK_stock_alert_settings_margin" CHECK ("margin" BETWEEN 0 AND 1000)
      )`,
    );
    await queryRunner.query(`INSERT INTO "stock_alert_settings" ("id") VALUES (1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stock_alert_settings"`);
    await queryRunner.query(`DROP TABLE "stock_alert_rounds"`);
    await queryRunner.query(`DROP TABLE "stock_alerts"`);
  }
}
