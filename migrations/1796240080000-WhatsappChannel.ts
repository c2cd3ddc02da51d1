import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp conversations in the live inbox (docs/channels.md): a session's channel and number, its reply window,
 * and on messages the provider's message id (unique: a webhook delivered twice stores one message), the delivery
 * status of what agents send, and the file a customer sent.
 */
export class WhatsappChannel1796240080000 implements MigrationInterface {
  name = 'WhatsappChannel1796240080000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "channel" character varying(10) NOT NULL DEFAULT 'web'`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "contact_phone" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "reply_window_ends_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "CHK_chat_sessions_channel" CHECK ("channel" IN ('web', 'whatsapp'))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_sessions_open_phone" ON "chat_sessions" ("channel", "contact_phone") WHERE "status" <> 'ended' AND "contact_phone" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "provider_message_id" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "delivery_status" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "delivery_error" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "delivery_started_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_key" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_mime_type" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_name" character varying(200)`);
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "CHK_chat_messages_delivery_status" CHECK ("delivery_status" IS NULL OR "delivery_status" IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_messages_provider_message_id" ON "chat_messages" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_delivery_pending" ON "chat_messages" ("created_at") WHERE "delivery_status" IN ('queued', 'sending')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_chat_messages_delivery_pending"`);
    await queryRunner.query(`DROP INDEX "UQ_chat_messages_provider_message_id"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "CHK_chat_messages_delivery_status"`);
    for (const column of [
      'media_name',
      'media_mime_type',
      'media_key',
      'delivery_started_at',
      'delivery_error',
      'delivery_status',
      'provider_message_id',
    ]) {
      await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP INDEX "UQ_chat_sessions_open_phone"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "CHK_chat_sessions_channel"`);
    for (const column of ['reply_window_ends_at', 'contact_phone', 'channel']) {
      await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "${column}"`);
    }
  }
}
