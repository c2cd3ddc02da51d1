import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1795320684667 implements MigrationInterface {
  name = 'CreateOutbox1795320684667';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbound_emails" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "text_body" text NOT NULL, "html_body" text, "status" character varying(10) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "related_type" character varying(40), "related_id" character varying(80), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d07cd54ab4e5dd921ff509203ae" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5b49d1a088beb13cdb51a93dbd" ON "outbound_emails" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_4340f8f8c8338e16ad293f622f" ON "outbound_emails" ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_4340f8f8c8338e16ad293f622f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5b49d1a088beb13cdb51a93dbd"`);
    await queryRunner.query(`DROP TABLE "outbound_emails"`);
  }
}
