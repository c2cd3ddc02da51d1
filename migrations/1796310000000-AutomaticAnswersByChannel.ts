import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automatic answers by channel (docs/channels.md "Inbound e-mail", docs/product/admin.md "Reports"): when a web
 * conversation's customer first answered by e-mail (it is then an e-mail conversation: its automatic answers are
 * e-mailed, and the support report counts it under e-mail), and which stage wrote an automatic answer, so "where is
 * my order?" answers are counted apart from keyword auto-replies. The report filters conversations of one channel
 * over a range of start times: e-mail ones (a small share) through a partial index of their own; WhatsApp and web
 * through IDX_chat_sessions_created_at and a filter (measured with 200,000 conversations, 90 days: 10–14 ms, and
 * PostgreSQL did not choose a (channel, created_at) index over it, so there is none).
 */
export class AutomaticAnswersByChannel1796310000000 implements MigrationInterface {
  name = 'AutomaticAnswersByChannel1796310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "email_thread_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "auto_reply_kind" character varying(20)`);
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "CHK_chat_messages_auto_reply_kind" CHECK ("auto_reply_kind" IS NULL OR "auto_reply_kind" IN ('rule', 'product', 'order-status'))`,
    );
    // Conversations already answered by e-mail: their customer's e-mailed messages carry the client id "email.…".
    await queryRunner.query(
      `UPDATE "chat_sessions" s SET "email_thread_at" = e.first_at
         FROM (SELECT session_id, min(created_at) AS first_at FROM "chat_messages"
                WHERE sender_type = 'customer' AND client_id LIKE 'email.%' GROUP BY session_id) e
        WHERE s.id = e.session_id`,
    );
    // Earlier keyword answers are known by their rule.
    await queryRunner.query(
      `UPDATE "chat_messages" SET "auto_reply_kind" = 'rule'
        WHERE sender_type = 'auto' AND auto_reply_rule_id IS NOT NULL AND client_id LIKE 'auto-reply:%'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_email_created" ON "chat_sessions" ("created_at") WHERE "email_thread_at" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_email_created"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "CHK_chat_messages_auto_reply_kind"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "auto_reply_kind"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "email_thread_at"`);
  }
}
