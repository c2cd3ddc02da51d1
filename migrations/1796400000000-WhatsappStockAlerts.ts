import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-in-stock alerts by WhatsApp (docs/product/storefront.md#back-in-stock-alerts): a request names a phone
 * instead of an e-mail, with the time the shopper consented; the seller names the two approved templates; each
 * template sent is a row of the WhatsApp module's own, claimed before it leaves.
 */
export class WhatsappStockAlerts1796400000000 implements MigrationInterface {
  name = 'WhatsappStockAlerts1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stock_alerts" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD "phone" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD "consent_at" timestamptz`);
    // The signed-in shopper who asked: a number is found for their data rights through their account.
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD "user_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_alerts_user" ON "stock_alerts" ("user_id") WHERE "user_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_alerts" ADD CONSTRAINT "CHK_stock_alerts_one_channel"
       CHECK (("email" IS NOT NULL AND "phone" IS NULL) OR ("email" IS NULL AND "phone" IS NOT NULL AND "consent_at" IS NOT NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_stock_alerts_waiting_phone" ON "stock_alerts" ("product_id", COALESCE("option_value", ''), "phone")
       WHERE "notified_at" IS NULL AND "phone" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "whatsapp_settings" ADD "stock_alert_templates" jsonb NOT NULL DEFAULT '{}'::jsonb`,
    );
    await queryRunner.query(
      `CREATE TABLE "whatsapp_stock_alert_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "alert_id" uuid NOT NULL,
        "kind" varchar(10) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "template" varchar(512) NOT NULL,
        "template_language" varchar(10) NOT NULL,
        "parameters" jsonb NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'queued',
        "provider_message_id" varchar(200),
        "error" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_whatsapp_stock_alert_messages" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_whatsapp_stock_alert_messages_kind" CHECK ("kind" IN ('confirm', 'back')),
        CONSTRAINT "CHK_whatsapp_stock_alert_messages_status"
          CHECK ("status" IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'))
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_whatsapp_stock_alert_messages_alert" ON "whatsapp_stock_alert_messages" ("alert_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_whatsapp_stock_alert_messages_provider_message_id"
       ON "whatsapp_stock_alert_messages" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "whatsapp_stock_alert_messages"`);
    await queryRunner.query(`ALTER TABLE "whatsapp_settings" DROP COLUMN "stock_alert_templates"`);
    await queryRunner.query(`DELETE FROM "stock_alerts" WHERE "email" IS NULL`);
    await queryRunner.query(`DROP INDEX "UQ_stock_alerts_waiting_phone"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "CHK_stock_alerts_one_channel"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP COLUMN "consent_at"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP COLUMN "phone"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ALTER COLUMN "email" SET NOT NULL`);
  }
}
