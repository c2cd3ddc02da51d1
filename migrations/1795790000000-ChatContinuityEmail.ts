import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversation continuity (issue: a support team's shift): when an agent replies to a customer who has left,
 * the reply is e-mailed, at most once per conversation per 10 minutes. The session remembers when it last
 * e-mailed, so the window is claimed under the row's update and two agents replying at once send one e-mail.
 */
export class ChatContinuityEmail1795790000000 implements MigrationInterface {
  name = 'ChatContinuityEmail1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "continuity_emailed_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "continuity_emailed_at"`);
  }
}
