import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer directory (docs/product/admin.md#customers): staff notes on a customer (by e-mail in lower case), and
 * the indexes its reads use. Orders by lower(e-mail), covering what the directory adds up, so grouping every buyer is
 * an index-only scan; a trigram index on name, e-mail and number for the search; the inbox's conversations by
 * lower(e-mail) and by WhatsApp number for a customer's page.
 */
export class CustomerDirectory1796270000000 implements MigrationInterface {
  name = 'CustomerDirectory1796270000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "customer_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_key" character varying(254) NOT NULL, "body" character varying(2000) NOT NULL, "author_id" uuid, "author_name" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_customer_notes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_notes_customer" ON "customer_notes" ("customer_key", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_customer_email_lower" ON "orders" (lower("customer_email"))
         INCLUDE ("created_at", "total_amount", "payment_status", "status", "order_id")
         WHERE "customer_email" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_customer_search_trgm" ON "orders"
         USING gin (lower("customer_name" || ' ' || coalesce("customer_email", '') || ' ' || "whatsapp") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_customer_email_lower" ON "chat_sessions" (lower("customer_email"))
         WHERE "customer_email" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_contact_phone" ON "chat_sessions" ("contact_phone")
         WHERE "contact_phone" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_contact_phone"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_customer_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_customer_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_customer_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_notes_customer"`);
    await queryRunner.query(`DROP TABLE "customer_notes"`);
  }
}
