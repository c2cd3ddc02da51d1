import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auto-reply rules get a 'greeting' category: a greeting answers only when no rule of another category matches
 * the message. The seeded "Greeting" rule (still in 'general', as seeded) moves to it; a rule the seller made
 * or recategorised stays as it is.
 */
export class GreetingRules1796235555000 implements MigrationInterface {
  name = 'GreetingRules1796235555000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_auto_reply_rules" DROP CONSTRAINT "CHK_chat_auto_reply_rules_category"`);
    await queryRunner.query(
      `ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "CHK_chat_auto_reply_rules_category" CHECK ("category" IN ('activation', 'order', 'technical', 'general', 'greeting', 'after_hours'))`,
    );
    await queryRunner.query(
      `UPDATE "chat_auto_reply_rules" SET "category" = 'greeting' WHERE "name" = 'Greeting' AND "category" = 'general'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "chat_auto_reply_rules" SET "category" = 'general' WHERE "category" = 'greeting'`);
    await queryRunner.query(`ALTER TABLE "chat_auto_reply_rules" DROP CONSTRAINT "CHK_chat_auto_reply_rules_category"`);
    await queryRunner.query(
      `ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "CHK_chat_auto_reply_rules_category" CHECK ("category" IN ('activation', 'order', 'technical', 'general', 'after_hours'))`,
    );
  }
}
