import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order updates on WhatsApp (docs/channels.md#order-updates): the customer's consent on the order, and one row per
 * order and update (unique), which is claimed before the template is sent so each update leaves at most once.
 */
export class WhatsappOrderUpdates1796240100000 implements MigrationInterface {
  name = 'WhatsappOrderUpdates1796240100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "whatsapp_updates_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "whatsapp_order_updates" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" character varying(20) NOT NULL, "event" character varying(20) NOT NULL, "template" character varying(512) NOT NULL, "status" character varying(10) NOT NULL, "provider_message_id" character varying(200), "error" character varying(500), "fell_back_to_email" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_whatsapp_order_updates_order_event" UNIQUE ("order_id", "event"), CONSTRAINT "CHK_whatsapp_order_updates_status" CHECK ("status" IN ('sending', 'sent', 'delivered', 'read', 'failed')), CONSTRAINT "PK_whatsapp_order_updates" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_whatsapp_order_updates_provider_message_id" ON "whatsapp_order_updates" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "whatsapp_order_updates"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "whatsapp_updates_at"`);
  }
}
