import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A file a customer sends on WhatsApp is kept as the message's chat attachment, like a file sent in the web chat
 * (docs/channels.md#inbound), so the separate media columns go. Files kept before become attachments as they are:
 * no preview, and their size unknown (0).
 */
export class WhatsappFilesAsAttachments1796320000000 implements MigrationInterface {
  name = 'WhatsappFilesAsAttachments1796320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "chat_messages"
          SET "attachment" = jsonb_build_object(
                'kind', CASE WHEN "media_mime_type" = 'application/pdf' THEN 'pdf' ELSE 'image' END,
                'mimeType', COALESCE("media_mime_type", 'application/octet-stream'),
                'storageKey', "media_key",
                'thumbnailKey', NULL,
                'size', 0,
                'name', COALESCE("media_name", 'whatsapp-file'),
                'width', NULL,
                'height', NULL)
        WHERE "media_key" IS NOT NULL AND "attachment" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "media_name"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "media_mime_type"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "media_key"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_key" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_mime_type" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "media_name" character varying(200)`);
  }
}
