import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each manual payment method (Touch 'n Go eWallet, DuitNow QR, bank transfer, Alipay, WeChat Pay) gets its own
 * label, QR image, account details and instructions. The shop's older single QR and its label become Touch 'n Go's
 * (the checkout box was titled with it), so a shop that set them keeps them.
 */
export class ManualPaymentMethods1796210000000 implements MigrationInterface {
  name = 'ManualPaymentMethods1796210000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "manual_payment_methods" (
        "key" character varying(20) NOT NULL,
        "label" character varying(60),
        "qr_storage_key" character varying(200),
        "qr_mime_type" character varying(40),
        "account_details" character varying(500) NOT NULL DEFAULT '',
        "instructions" character varying(1000) NOT NULL DEFAULT '',
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_manual_payment_methods" PRIMARY KEY ("key")
      )`,
    );
    await queryRunner.query(
      `INSERT INTO "manual_payment_methods" ("key", "label")
       SELECT 'touchNGo', "label" FROM "payment_qr" WHERE "id" = 1 AND "label" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "manual_payment_methods"`);
  }
}
