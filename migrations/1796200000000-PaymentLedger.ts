import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payments module's tables: the ledger, the provider events (unique per provider event id), gateway settings. */
export class PaymentLedger1796200000000 implements MigrationInterface {
  name = 'PaymentLedger1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_ledger" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "order_id" character varying(20) NOT NULL,
      "provider" character varying(10) NOT NULL,
      "kind" character varying(10) NOT NULL,
      "status" character varying(10) NOT NULL,
      "method" character varying(20) NOT NULL,
      "transaction_id" character varying(255),
      "payment_ref" character varying(255),
      "amount_sen" integer NOT NULL,
      "fee_sen" integer,
      "net_sen" integer,
      "currency" character varying(3) NOT NULL DEFAULT 'MYR',
      "raw_event_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "redirect_url" text,
      "note" text,
      "refund_lines" jsonb,
      "actor_id" uuid,
      "actor_name" character varying(100),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payment_ledger" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_ledger_transaction" ON "payment_ledger" ("provider", "kind", "transaction_id") WHERE "transaction_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_ledger_order" ON "payment_ledger" ("order_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_ledger_pending" ON "payment_ledger" ("created_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`CREATE TABLE "payment_webhook_events" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "provider" character varying(10) NOT NULL,
      "event_id" character varying(255) NOT NULL,
      "type" character varying(80) NOT NULL,
      "order_id" character varying(20),
      "outcome" character varying(40) NOT NULL,
      "payload" jsonb NOT NULL,
      "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payment_webhook_events" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_webhook_events_event" ON "payment_webhook_events" ("provider", "event_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_webhook_events_order" ON "payment_webhook_events" ("order_id")`);
    await queryRunner.query(`CREATE TABLE "payment_gateway_settings" (
      "id" smallint NOT NULL DEFAULT 1,
      "values" jsonb NOT NULL,
      "secrets" text,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_payment_gateway_settings_single_row" CHECK ("id" = 1),
      CONSTRAINT "PK_payment_gateway_settings" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_gateway_settings"`);
    await queryRunner.query(`DROP TABLE "payment_webhook_events"`);
    await queryRunner.query(`DROP TABLE "payment_ledger"`);
  }
}
