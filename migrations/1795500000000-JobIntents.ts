import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobIntents1795500000000 implements MigrationInterface {
  name = 'JobIntents1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_intents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "queue" character varying(40) NOT NULL, "name" character varying(60) NOT NULL, "data" jsonb NOT NULL, "job_id" character varying(200) NOT NULL, "run_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT 0, "last_error" text, CONSTRAINT "PK_job_intents" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "job_intents_pending" ON "job_intents" ("created_at") WHERE "dispatched_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."job_intents_pending"`);
    await queryRunner.query(`DROP TABLE "job_intents"`);
  }
}
