import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat assignment: a chat is claimed by an agent or assigned to a staff member (issue: a support team's
 * shift). The assignee's name is kept as it was when assigned, so every session summary carries it without
 * a join; a deleted user leaves the chat unassigned.
 */
export class ChatAssignment1795750000000 implements MigrationInterface {
  name = 'ChatAssignment1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "assignee_id" uuid`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "assignee_name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "assigned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_assignee_id" ON "chat_sessions" ("assignee_id") WHERE "assignee_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "FK_chat_sessions_assignee" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "FK_chat_sessions_assignee"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_assignee_id"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "assigned_at"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "assignee_name"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "assignee_id"`);
  }
}
