import { MigrationInterface, QueryRunner } from 'typeorm';

/** Problem reports of delivered lines, their history, and each product's own report window. */
export class ProblemReports1796250000000 implements MigrationInterface {
  name = 'ProblemReports1796250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "problem_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" varchar(40) NOT NULL,
        "item_id" uuid NOT NULL,
        "unit" integer,
        "product_code" varchar(100) NOT NULL,
        "product_title" varchar(300) NOT NULL,
        "customer_id" uuid,
        "customer_name" varchar(100) NOT NULL,
        "customer_email" varchar(254),
        "customer_key" varchar(300) NOT NULL,
        "reason" varchar(30) NOT NULL,
        "note" text,
        "code_sealed" text,
        "code_hash" varchar(64),
        "code_masked" varchar(40),
        "chat_session_id" uuid,
        "status" varchar(20) NOT NULL DEFAULT 'open',
        "reject_reason" varchar(500),
        "delivered_at" timestamptz,
        "resolved_at" timestamptz,
        "resolved_by" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_problem_reports" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_problem_reports_open_line" ON "problem_reports" ("item_id") WHERE "status" = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_problem_reports_order" ON "problem_reports" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_problem_reports_session" ON "problem_reports" ("chat_session_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_problem_reports_code_hash" ON "problem_reports" ("code_hash")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_problem_reports_customer" ON "problem_reports" ("customer_key", "created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "problem_report_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "report_id" uuid NOT NULL,
        "action" varchar(30) NOT NULL,
        "actor_id" uuid,
        "actor_name" varchar(100),
        "details" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_problem_report_events" PRIMARY KEY ("id"),
        CONSTRAINT "FK_problem_report_events_report" FOREIGN KEY ("report_id")
          REFERENCES "problem_reports"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_problem_report_events_report" ON "problem_report_events" ("report_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "problem_report_windows" (
        "product_code" varchar(100) NOT NULL,
        "hours" integer NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_problem_report_windows" PRIMARY KEY ("product_code")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "problem_report_windows"`);
    await queryRunner.query(`DROP TABLE "problem_report_events"`);
    await queryRunner.query(`DROP TABLE "problem_reports"`);
  }
}
