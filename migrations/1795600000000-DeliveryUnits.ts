import { MigrationInterface, QueryRunner } from 'typeorm';

/** A line of quantity N gets N codes or N rental accounts: one per unit (1..N), unique per line and unit. */
export class DeliveryUnits1795600000000 implements MigrationInterface {
  name = 'DeliveryUnits1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activation_codes" ADD "unit" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`DROP INDEX "public"."UQ_activation_codes_order_item"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_activation_codes_order_item_unit" ON "activation_codes" ("order_item_id", "unit") WHERE "order_item_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "rentals" ADD "unit" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "rentals" DROP CONSTRAINT "UQ_e3c72ed7487195efb1b0bcbd0d9"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_rentals_order_item_unit" ON "rentals" ("order_item_id", "unit")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_rentals_order_item_unit"`);
    await queryRunner.query(`DELETE FROM "rentals" WHERE "unit" > 1`);
    await queryRunner.query(
      `ALTER TABLE "rentals" ADD CONSTRAINT "UQ_e3c72ed7487195efb1b0bcbd0d9" UNIQUE ("order_item_id")`,
    );
    await queryRunner.query(`ALTER TABLE "rentals" DROP COLUMN "unit"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_activation_codes_order_item_unit"`);
    await queryRunner.query(
      `UPDATE "activation_codes" SET "order_id" = NULL, "order_item_id" = NULL, "used_at" = NULL WHERE "unit" > 1`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_activation_codes_order_item" ON "activation_codes" ("order_item_id") WHERE "order_item_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "activation_codes" DROP COLUMN "unit"`);
  }
}
