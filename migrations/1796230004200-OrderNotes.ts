import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes on an order (docs/product/admin.md#order-details, #receipt-review): staff's internal note, the customer's
 * optional note with the receipt and the reviewer's note on the receipt. The internal and reviewer's notes are
 * staff only.
 */
export class OrderNotes1796230004200 implements MigrationInterface {
  name = 'OrderNotes1796230004200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_customer_note" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_admin_note" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "internal_note" character varying(2000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "internal_note"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_admin_note"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_customer_note"`);
  }
}
