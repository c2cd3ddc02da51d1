import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp follow-up templates (docs/channels.md#templates): the approved templates agents may send once a
 * conversation's 24-hour window has closed, and which stored message went out as which template. The message's
 * row goes with its chat message (retention deletes both): it holds the customer's name as the parameter.
 */
export class WhatsappFollowUpTemplates1796240140000 implements MigrationInterface {
  name = 'WhatsappFollowUpTemplates1796240140000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "whatsapp_settings" ADD "follow_up_templates" jsonb NOT NULL DEFAULT '[]'::jsonb`,
    );
    await queryRunner.query(
      `CREATE TABLE "whatsapp_template_messages" (
        "message_id" uuid NOT NULL,
        "template_name" character varying(512) NOT NULL,
        "language" character varying(10) NOT NULL,
        "parameters" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_whatsapp_template_messages" PRIMARY KEY ("message_id"),
        CONSTRAINT "FK_whatsapp_template_messages_message" FOREIGN KEY ("message_id")
          REFERENCES "chat_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "whatsapp_template_messages"`);
    await queryRunner.query(`ALTER TABLE "whatsapp_settings" DROP COLUMN "follow_up_templates"`);
  }
}
