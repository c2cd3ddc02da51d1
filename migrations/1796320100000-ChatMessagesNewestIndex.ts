import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newest messages in order (docs/product/chat.md#search-in-messages): message search reads the newest ones
 * first, so a common word is answered without rechecking every message the trigram index matches.
 */
export class ChatMessagesNewestIndex1796320100000 implements MigrationInterface {
  name = 'ChatMessagesNewestIndex1796320100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_chat_messages_created_at" ON "chat_messages" ("created_at", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_chat_messages_created_at"`);
  }
}
