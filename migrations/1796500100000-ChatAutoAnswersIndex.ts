import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A conversation's automatic answers in order (docs/product/admin.md#support-report): the support report counts
 * them and finds the first per conversation without reading the conversation's other messages. Partial, so the
 * customers' and agents' messages (nearly all of them) cost nothing more to write.
 */
export class ChatAutoAnswersIndex1796500100000 implements MigrationInterface {
  name = 'ChatAutoAnswersIndex1796500100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_session_auto" ON "chat_messages" ("session_id", "created_at") WHERE "sender_type" = 'auto'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_chat_messages_session_auto"`);
  }
}
