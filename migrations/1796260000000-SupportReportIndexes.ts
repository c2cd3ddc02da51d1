import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support report picks conversations by when they started (a range of up to a year), and "waiting now"
 * looks only at conversations still waiting: an index for each, so neither reads the whole table. Each
 * conversation's messages come through the existing (session_id, created_at) index.
 */
export class SupportReportIndexes1796260000000 implements MigrationInterface {
  name = 'SupportReportIndexes1796260000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_created_at" ON "chat_sessions" ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_waiting" ON "chat_sessions" ("created_at") WHERE "status" = 'waiting'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_waiting"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_created_at"`);
  }
}
