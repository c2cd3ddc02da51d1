import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail both ways (docs/channels.md "Inbound e-mail"): conversations' reply tokens (hashed), every inbound e-mail
 * with what became of it (unique by Message-ID), and the threading headers of the outbox's e-mails.
 */
export class InboundEmail1796280000000 implements MigrationInterface {
  name = 'InboundEmail1796280000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_reply_tokens" ("token_hash" character(64) NOT NULL, "session_id" uuid NOT NULL, "address" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_email_reply_tokens" PRIMARY KEY ("token_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_email_reply_tokens_session" ON "email_reply_tokens" ("session_id")`);
    await queryRunner.query(
      `CREATE TABLE "email_inbound_messages" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "message_id" character varying(500), "via" character varying(10) NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'received', "reason" character varying(30), "detail" character varying(500), "envelope_from" character varying(254), "from_address" character varying(254), "subject" character varying(300), "session_id" uuid, "references" jsonb NOT NULL DEFAULT '[]', "spf" character varying(100), "dkim" character varying(300), "size_bytes" integer NOT NULL, "chat_message_ids" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_email_inbound_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_email_inbound_messages_message_id" ON "email_inbound_messages" ("message_id") WHERE "message_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_email_inbound_messages_session" ON "email_inbound_messages" ("session_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_email_inbound_messages_created" ON "email_inbound_messages" ("created_at")`,
    );
    await queryRunner.query(`ALTER TABLE "outbound_emails" ADD "headers" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbound_emails" DROP COLUMN "headers"`);
    await queryRunner.query(`DROP TABLE "email_inbound_messages"`);
    await queryRunner.query(`DROP TABLE "email_reply_tokens"`);
  }
}
