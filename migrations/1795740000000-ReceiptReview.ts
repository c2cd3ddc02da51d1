import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipt review queue: each order's current receipt has a review (pending, verified, rejected), the
 * reason of a rejection, who reviewed it and when, and the SHA-256 of its file (a file used for two orders
 * is flagged). Receipts already uploaded start as verified when the payment is confirmed, else pending.
 */
export class ReceiptReview1795740000000 implements MigrationInterface {
  name = 'ReceiptReview1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_sha256" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_review" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_rejection_reason" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_reviewed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "receipt_reviewed_by" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_8aee07e06ccbf5d3c823be9bb3" ON "orders" ("receipt_sha256") `);
    await queryRunner.query(`CREATE INDEX "IDX_041be45193b7383dbbff1c2c5c" ON "orders" ("receipt_review") `);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_receipt_review" CHECK ("receipt_review" IN ('pending', 'verified', 'rejected'))`,
    );
    await queryRunner.query(
      `UPDATE "orders" SET "receipt_review" = CASE WHEN "payment_status" = 'paid' THEN 'verified' ELSE 'pending' END
       WHERE "receipt_storage_key" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_receipt_review"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_041be45193b7383dbbff1c2c5c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8aee07e06ccbf5d3c823be9bb3"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_reviewed_by"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_reviewed_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_rejection_reason"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_review"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "receipt_sha256"`);
  }
}
