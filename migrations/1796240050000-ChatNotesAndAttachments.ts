import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff-only notes (never shown to the customer) and one attachment per chat message (an image or a PDF kept
 * in the file storage; the row holds its storage keys, type, size, name and an image's size in pixels).
 */
export class ChatNotesAndAttachments1796240050000 implements MigrationInterface {
  name = 'ChatNotesAndAttachments1796240050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "is_note" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "attachment" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "attachment"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "is_note"`);
  }
}
