import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's data rights: each request for a copy of one's data (export) or for the erasure of one's account,
 * asked by the customer or run by staff, with its progress and archive; and the erasure's grace period.
 */
export class DataRequests1796290000000 implements MigrationInterface {
  name = 'DataRequests1796290000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "data_requests" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "kind" character varying(10) NOT NULL,
        "status" character varying(10) NOT NULL,
        "channel" character varying(10) NOT NULL,
        "user_id" uuid,
        "email" character varying(254) NOT NULL,
        "progress" smallint NOT NULL DEFAULT 0,
        "archive_key" character varying(200),
        "archive_size" integer,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "due_at" TIMESTAMP WITH TIME ZONE,
        "cancel_token_hash" character varying(64),
        "requested_by_id" uuid,
        "requested_by_name" character varying(100),
        "note" character varying(500),
        "error" character varying(500),
        "report" jsonb,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "completed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_data_requests_kind" CHECK ("kind" IN ('export', 'erasure')),
        CONSTRAINT "CHK_data_requests_status" CHECK ("status" IN ('queued', 'running', 'ready', 'expired', 'scheduled', 'cancelled', 'done', 'failed')),
        CONSTRAINT "CHK_data_requests_channel" CHECK ("channel" IN ('account', 'guest', 'email', 'whatsapp')),
        CONSTRAINT "CHK_data_requests_progress" CHECK ("progress" BETWEEN 0 AND 100),
        CONSTRAINT "PK_data_requests" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_data_requests_user" ON "data_requests" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_data_requests_email" ON "data_requests" ("email", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_data_requests_created" ON "data_requests" ("created_at")`);
    // At most one erasure in its grace period per account.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_data_requests_scheduled_erasure" ON "data_requests" ("email") WHERE "kind" = 'erasure' AND "status" = 'scheduled'`,
    );
    await queryRunner.query(
      `ALTER TABLE "privacy_settings" ADD "erasure_grace_days" smallint NOT NULL DEFAULT 14 CONSTRAINT "CHK_privacy_settings_grace" CHECK ("erasure_grace_days" BETWEEN 0 AND 60)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "privacy_settings" DROP COLUMN "erasure_grace_days"`);
    await queryRunner.query(`DROP TABLE "data_requests"`);
  }
}
