import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Queue alerts (issue 36 item 4): thresholds per queue set by admins, and the alerts raised. At most one open alert
 * per queue and measure (the partial unique index), so two workers checking at once raise it once.
 */
export class QueueAlerts1796240020000 implements MigrationInterface {
  name = 'QueueAlerts1796240020000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "queue_alert_thresholds" (
      "queue" varchar(40) PRIMARY KEY,
      "depth" integer,
      "oldest_waiting_seconds" integer,
      "failed_last_hour" integer,
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE TABLE "queue_alerts" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "queue" varchar(40) NOT NULL,
      "metric" varchar(40) NOT NULL,
      "threshold" integer NOT NULL,
      "value" integer NOT NULL,
      "raised_at" timestamptz NOT NULL DEFAULT now(),
      "cleared_at" timestamptz)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "queue_alerts_open" ON "queue_alerts" ("queue", "metric") WHERE "cleared_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "queue_alerts"`);
    await queryRunner.query(`DROP TABLE "queue_alert_thresholds"`);
  }
}
