import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair assignment (docs/product/chat.md "Assignment"): the round-robin switch and per-agent cap in the chat
 * settings (off by default), and each conversation's assignment timeline (claimed, assigned, auto-assigned,
 * handed back, unassigned), which the inbox shows and round-robin reads for "longest since last assignment".
 */
export class ChatFairAssignment1796240070000 implements MigrationInterface {
  name = 'ChatFairAssignment1796240070000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_settings" ADD "auto_assign_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "chat_settings" ADD "auto_assign_cap" integer NOT NULL DEFAULT 5`);
    await queryRunner.query(
      `ALTER TABLE "chat_settings" ADD CONSTRAINT "CHK_chat_settings_auto_assign_cap" CHECK ("auto_assign_cap" BETWEEN 1 AND 50)`,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_assignment_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "from_id" uuid, "from_name" character varying(100), "to_id" uuid, "to_name" character varying(100), "by_name" character varying(100), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_chat_assignment_events" PRIMARY KEY ("id"), CONSTRAINT "CHK_chat_assignment_events_kind" CHECK ("kind" IN ('claimed', 'assigned', 'unassigned', 'replied', 'auto', 'handed-back', 'deactivated')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_assignment_events_session" ON "chat_assignment_events" ("session_id", "at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_assignment_events_to" ON "chat_assignment_events" ("to_id", "at") WHERE "to_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_assignment_events" ADD CONSTRAINT "FK_chat_assignment_events_session" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_assignment_events"`);
    await queryRunner.query(`ALTER TABLE "chat_settings" DROP CONSTRAINT "CHK_chat_settings_auto_assign_cap"`);
    await queryRunner.query(`ALTER TABLE "chat_settings" DROP COLUMN "auto_assign_cap"`);
    await queryRunner.query(`ALTER TABLE "chat_settings" DROP COLUMN "auto_assign_enabled"`);
  }
}
