import { MigrationInterface, QueryRunner } from 'typeorm';

/** Settings → Inbound e-mail: the reply domain and the provider webhook's secret, encrypted (docs/channels.md). */
export class InboundEmailSettings1796330000000 implements MigrationInterface {
  name = 'InboundEmailSettings1796330000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_channel_settings" ("id" smallint NOT NULL DEFAULT 1, "domain" character varying(253), "webhook_secret" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_email_channel_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_email_channel_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_channel_settings"`);
  }
}
