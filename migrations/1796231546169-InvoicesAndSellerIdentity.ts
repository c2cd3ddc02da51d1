import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices (docs/product/orders.md#invoices-and-sst): the buying company a customer may enter at checkout, the SST
 * as it stood when the order was placed (rate, inclusive or not, the tax in the total), and the running invoice
 * number given once when such an order is paid, from the one counter row of `invoice_counters`.
 */
export class InvoicesAndSellerIdentity1796231546169 implements MigrationInterface {
  name = 'InvoicesAndSellerIdentity1796231546169';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "invoice_counters" ("id" smallint NOT NULL DEFAULT '1', "last_number" integer NOT NULL DEFAULT '0', CONSTRAINT "CHK_invoice_counters_single_row" CHECK ("id" = 1), CONSTRAINT "PK_133905941bad76e0a49c309a79f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "company_name" character varying(120)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "company_registration_number" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "tax_rate_percent" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "prices_include_tax" boolean`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "tax_amount" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "invoice_number" integer`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "UQ_fcd3f0e1643399fb09d52efba56" UNIQUE ("invoice_number")`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "invoice_issued_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "invoice_issued_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "UQ_fcd3f0e1643399fb09d52efba56"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "invoice_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "tax_amount"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "prices_include_tax"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "tax_rate_percent"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "company_registration_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "company_name"`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
  }
}
