import { MigrationInterface, QueryRunner } from 'typeorm';

/** The amount a reviewer read on a receipt, so a difference from the order total is flagged. */
export class ReceiptAmountRead1795740000001 implements MigrationInterface {
  name = 'ReceiptAmountRead1795740000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_amount_read" numeric(10,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_amount_read"`);
  }
}
