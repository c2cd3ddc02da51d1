import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrders1795320988312 implements MigrationInterface {
  name = 'CreateOrders1795320988312';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_qr" ("id" smallint NOT NULL, "storage_key" character varying(200) NOT NULL, "mime_type" character varying(40) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_655f9104ff783c17026b163f936" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_items" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" character varying(20) NOT NULL, "product_id" uuid, "product_code" character varying(40) NOT NULL, "title" character varying(200) NOT NULL, "category" character varying(40) NOT NULL, "option_name" character varying(20), "option_value" character varying(40), "option_label" character varying(80), "unit_price" numeric(10,2) NOT NULL, "quantity" integer NOT NULL, "line_total" numeric(10,2) NOT NULL, CONSTRAINT "CHK_order_items_money" CHECK ("unit_price" >= 0 AND "line_total" >= 0), CONSTRAINT "CHK_order_items_quantity" CHECK ("quantity" >= 1), CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9263386c35b6b242540f9493b0" ON "order_items" ("product_id") `);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" character varying(20) NOT NULL, "user_id" uuid, "customer_name" character varying(100) NOT NULL, "customer_email" character varying(254), "whatsapp" character varying(20) NOT NULL, "total_amount" numeric(10,2) NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'pending', "payment_status" character varying(10) NOT NULL DEFAULT 'pending', "payment_method" character varying(20) NOT NULL DEFAULT 'touch_n_go', "receipt_storage_key" character varying(200), "receipt_original_name" character varying(255), "receipt_mime_type" character varying(40), "receipt_size" integer, "receipt_uploaded_at" TIMESTAMP WITH TIME ZONE, "activation_code" text, "shipped_at" TIMESTAMP WITH TIME ZONE, "installation_steps_sent" boolean NOT NULL DEFAULT false, "installation_steps_sent_at" TIMESTAMP WITH TIME ZONE, "is_suspicious" boolean NOT NULL DEFAULT false, "has_review" boolean NOT NULL DEFAULT false, "review_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cad55b3cb25b38be94d2ce831db" UNIQUE ("order_id"), CONSTRAINT "CHK_orders_total" CHECK ("total_amount" >= 0), CONSTRAINT "CHK_orders_payment_status" CHECK ("payment_status" IN ('pending', 'paid', 'failed')), CONSTRAINT "CHK_orders_status" CHECK ("status" IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled')), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a922b820eeef29ac1c6800e826" ON "orders" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5302146a0d25a517bac354fd52" ON "orders" ("customer_email") `);
    await queryRunner.query(`CREATE INDEX "IDX_775c9f06fc27ae3ff8fb26f2c4" ON "orders" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_c884e321f927d5b86aac7c8f9e" ON "orders" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "cart_items" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "user_id" uuid NOT NULL, "product_id" uuid NOT NULL, "option_value" character varying(40) NOT NULL DEFAULT '', "quantity" integer NOT NULL, "selected" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cart_items_line" UNIQUE ("user_id", "product_id", "option_value"), CONSTRAINT "CHK_cart_items_quantity" CHECK ("quantity" >= 1), CONSTRAINT "PK_6fccf5ec03c172d27a28a82928b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_events" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "order_id" character varying(20) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_type" character varying(10) NOT NULL, "actor_id" character varying(80), "action" character varying(60) NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "job_id" character varying(120), CONSTRAINT "CHK_order_events_actor_type" CHECK ("actor_type" IN ('customer', 'admin', 'system', 'job')), CONSTRAINT "PK_cc1b82b0fcf1be577d9d7ecbf8b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a79633aa7bf0a322c1940495f9" ON "order_events" ("order_id", "at") `);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders"("order_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "FK_b7213c20c1ecdc6597abc8f1212" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "FK_30e89257a105eab7648a35c7fce" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_events" ADD CONSTRAINT "FK_b33cbf9a59cbee112d94bcb59de" FOREIGN KEY ("order_id") REFERENCES "orders"("order_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_events" DROP CONSTRAINT "FK_b33cbf9a59cbee112d94bcb59de"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "FK_30e89257a105eab7648a35c7fce"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "FK_b7213c20c1ecdc6597abc8f1212"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_a922b820eeef29ac1c6800e826a"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_9263386c35b6b242540f9493b00"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_145532db85752b29c57d2b7b1f1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a79633aa7bf0a322c1940495f9"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c884e321f927d5b86aac7c8f9e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_775c9f06fc27ae3ff8fb26f2c4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5302146a0d25a517bac354fd52"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a922b820eeef29ac1c6800e826"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9263386c35b6b242540f9493b0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_145532db85752b29c57d2b7b1f"`);
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP TABLE "payment_qr"`);
  }
}
