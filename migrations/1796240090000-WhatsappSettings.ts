import { MigrationInterface, QueryRunner } from 'typeorm';

/** Settings → WhatsApp: the number's id, the template names, and the channel's keys encrypted (docs/channels.md). */
export class WhatsappSettings1796240090000 implements MigrationInterface {
  name = 'WhatsappSettings1796240090000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "whatsapp_settings" ("id" smallint NOT NULL DEFAULT 1, "phone_number_id" character varying(30), "secrets" text, "templates" jsonb NOT NULL DEFAULT '{}', "template_language" character varying(10) NOT NULL DEFAULT 'en', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_whatsapp_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_whatsapp_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "whatsapp_settings"`);
  }
}
