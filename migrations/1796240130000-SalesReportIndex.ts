import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales report reads revenue orders (paid, not cancelled) by creation time over ranges of up to a year: a
 * partial index on just those rows keeps a 90-day range an index range scan however many unpaid ones pile up.
 */
export class SalesReportIndex1796240130000 implements MigrationInterface {
  name = 'SalesReportIndex1796240130000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_revenue_created" ON "orders" ("created_at") WHERE "payment_status" = 'paid' AND "status" <> 'cancelled'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_revenue_created"`);
  }
}
