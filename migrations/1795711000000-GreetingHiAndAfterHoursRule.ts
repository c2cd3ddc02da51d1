import { MigrationInterface, QueryRunner } from 'typeorm';

const AFTER_HOURS_RESPONSE =
  'Thanks for your message! Our support agents are away right now and will be back on {nextOpen}. Leave your order ID and your question here and we will answer as soon as we are back.';

/**
 * Chat: "hi" (and "hai") greet like "hello" (short keywords match whole words only), and an after-hours
 * fallback rule answers an unmatched message outside chat hours with when agents are back. Existing shops
 * get both; new ones get them from the seed.
 */
export class GreetingHiAndAfterHoursRule1795711000000 implements MigrationInterface {
  name = 'GreetingHiAndAfterHoursRule1795711000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_auto_reply_rules" DROP CONSTRAINT "CHK_chat_auto_reply_rules_category"`);
    await queryRunner.query(
      `ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "CHK_chat_auto_reply_rules_category" CHECK ("category" IN ('activation', 'order', 'technical', 'general', 'after_hours'))`,
    );
    for (const keyword of ['hai', 'hi']) {
      await queryRunner.query(
        `UPDATE "chat_auto_reply_rules" SET "keywords" = array_prepend($1::text, "keywords")
         WHERE "name" = 'Greeting' AND NOT ($1::text = ANY("keywords"))`,
        [keyword],
      );
    }
    // Only in a shop that was already seeded (the seed adds it to new ones).
    await queryRunner.query(
      `INSERT INTO "chat_auto_reply_rules" ("name", "keywords", "response", "priority", "category")
       SELECT 'After hours', '{}', $1, 99, 'after_hours'
       WHERE EXISTS (SELECT 1 FROM "chat_auto_reply_rules")
         AND NOT EXISTS (SELECT 1 FROM "chat_auto_reply_rules" WHERE "category" = 'after_hours')`,
      [AFTER_HOURS_RESPONSE],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "chat_auto_reply_rules" WHERE "category" = 'after_hours'`);
    await queryRunner.query(`ALTER TABLE "chat_auto_reply_rules" DROP CONSTRAINT "CHK_chat_auto_reply_rules_category"`);
    await queryRunner.query(
      `ALTER TABLE "chat_auto_reply_rules" ADD CONSTRAINT "CHK_chat_auto_reply_rules_category" CHECK ("category" IN ('activation', 'order', 'technical', 'general'))`,
    );
  }
}
