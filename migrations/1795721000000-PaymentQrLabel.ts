import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The checkout QR's e-wallet label ("Pay with …") is set from Settings with or without a new image: the
 * row may now hold a label alone (no image: the app's default QR is served).
 */
export class PaymentQrLabel1795721000000 implements MigrationInterface {
  name = 'PaymentQrLabel1795721000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_qr" ADD "label" character varying(60)`);
    await queryRunner.query(`ALTER TABLE "payment_qr" ALTER COLUMN "storage_key" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_qr" ALTER COLUMN "mime_type" DROP NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "payment_qr" WHERE "storage_key" IS NULL`);
    await queryRunner.query(`ALTER TABLE "payment_qr" ALTER COLUMN "mime_type" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_qr" ALTER COLUMN "storage_key" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_qr" DROP COLUMN "label"`);
  }
}
