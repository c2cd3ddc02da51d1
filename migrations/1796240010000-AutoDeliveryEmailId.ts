import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox e-mail that announced an order's delivery, so the admin view tells "queued" from "sent" (a boolean
 * set when the e-mail was only written to the outbox said "sent" too early). Orders delivered before: the
 * e-mail about the order written in the delivery's own transaction (created at its start, up to a minute before).
 */
export class AutoDeliveryEmailId1796240010000 implements MigrationInterface {
  name = 'AutoDeliveryEmailId1796240010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "auto_delivery_email_id" uuid`);
    await queryRunner.query(`
      UPDATE "orders" o SET "auto_delivery_email_id" = (
        SELECT m.id FROM "outbound_emails" m
        WHERE m.related_type = 'order' AND m.related_id = o.order_id
          AND m.created_at BETWEEN o.auto_delivered_at - interval '1 minute' AND o.auto_delivered_at
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
      WHERE o.auto_delivery_email_sent AND o.auto_delivered_at IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auto_delivery_email_id"`);
  }
}
