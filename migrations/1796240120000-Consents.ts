import { MigrationInterface, QueryRunner } from 'typeorm';

/** Consents to the privacy notice (registration, checkout), with the notice's version and the time. */
export class Consents1796240120000 implements MigrationInterface {
  name = 'Consents1796240120000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consents" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "purpose" character varying(20) NOT NULL,
        "email" character varying(254) NOT NULL,
        "user_id" uuid,
        "order_id" character varying(20),
        "notice_version" character varying(20) NOT NULL,
        "consented_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_consents" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_consents_email" ON "consents" ("email")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "consents"`);
  }
}
