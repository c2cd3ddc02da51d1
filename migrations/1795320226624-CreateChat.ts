import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChat1795320226624 implements MigrationInterface {
  name = 'CreateChat1795320226624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chat_quick_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(100) NOT NULL, "content" text NOT NULL, "category" character varying(20) NOT NULL DEFAULT 'general', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_chat_quick_replies_category" CHECK ("category" IN ('order', 'payment', 'installation', 'general')), CONSTRAINT "PK_5af7caa33df2740708d6ff37aa3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_settings" ("id" integer NOT NULL DEFAULT '1', "auto_reply_enabled" boolean NOT NULL DEFAULT true, "response_delay_seconds" integer NOT NULL DEFAULT '2', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_chat_settings_delay" CHECK ("response_delay_seconds" BETWEEN 0 AND 60), CONSTRAINT "CHK_chat_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_1802e10ebbe48cf6de0047de64d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "visitor_id" uuid, "customer_id" uuid, "customer_name" character varying(100) NOT NULL, "customer_email" character varying(254), "order_id" text, "product_name" character varying(200), "page_url" character varying(2000), "status" character varying(10) NOT NULL DEFAULT 'waiting', "unread_count" integer NOT NULL DEFAULT '0', "last_message" text, "last_message_at" TIMESTAMP WITH TIME ZONE, "csat_rating" smallint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_chat_sessions_csat" CHECK ("csat_rating" IS NULL OR "csat_rating" BETWEEN 1 AND 5), CONSTRAINT "CHK_chat_sessions_status" CHECK ("status" IN ('waiting', 'active', 'ended')), CONSTRAINT "PK_efc151a4aafa9a28b73dedc485f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_visitor_id" ON "chat_sessions" ("visitor_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_customer_id" ON "chat_sessions" ("customer_id") `);
    // At most one open (waiting or active) session per guest and per customer: concurrent joins resume it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_sessions_open_visitor" ON "chat_sessions" ("visitor_id") WHERE "status" <> 'ended'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_sessions_open_customer" ON "chat_sessions" ("customer_id") WHERE "status" <> 'ended'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_last_message_at" ON "chat_sessions" ("last_message_at") `);
    await queryRunner.query(
      `CREATE TABLE "chat_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "sender_type" character varying(10) NOT NULL, "sender_id" uuid, "sender_name" character varying(100) NOT NULL, "message" text NOT NULL, "client_id" character varying(100), "is_read" boolean NOT NULL DEFAULT false, "auto_reply_rule_id" uuid, "created_at" TIMESTAMP(6) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_chat_messages_session_client" UNIQUE ("session_id", "client_id"), CONSTRAINT "CHK_chat_messages_length" CHECK (char_length("message") <= 2000), CONSTRAINT "CHK_chat_messages_sender_type" CHECK ("sender_type" IN ('admin', 'customer', 'auto', 'system')), CONSTRAINT "PK_40c55ee0e571e268b0d3cd37d10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_session_created" ON "chat_messages" ("session_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_auto_reply_rules" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "keywords" text array NOT NULL DEFAULT '{}', "response" text NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "priority" integer NOT NULL DEFAULT '100', "category" character varying(20) NOT NULL DEFAULT 'general', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_chat_auto_reply_rules_category" CHECK ("category" IN ('activation', 'order', 'technical', 'general')), CONSTRAINT "PK_bc4737368d694f7946b1c6cf98a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "FK_5ce9bd078ddc327ca22a28e5d14" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "FK_0672782561e44d43febcfba2984" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "FK_0672782561e44d43febcfba2984"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "FK_5ce9bd078ddc327ca22a28e5d14"`);
    await queryRunner.query(`DROP TABLE "chat_auto_reply_rules"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_messages_session_created"`);
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_last_message_at"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_chat_sessions_open_customer"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_chat_sessions_open_visitor"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_customer_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_visitor_id"`);
    await queryRunner.query(`DROP TABLE "chat_sessions"`);
    await queryRunner.query(`DROP TABLE "chat_settings"`);
    await queryRunner.query(`DROP TABLE "chat_quick_replies"`);
  }
}
