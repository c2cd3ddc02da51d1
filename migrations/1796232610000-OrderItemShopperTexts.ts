import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue in three languages (issue 33): an order line keeps its title and choice in the language the
 * order was placed in, beside the English ones (null when English or untranslated). The customer's pages,
 * receipt and e-mails show them; admin screens keep the English (docs/catalogue.md#languages).
 */
export class OrderItemShopperTexts1796232610000 implements MigrationInterface {
  name = 'OrderItemShopperTexts1796232610000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD "shopper_title" character varying(200), ADD "shopper_option_label" character varying(80)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_items" DROP COLUMN "shopper_option_label", DROP COLUMN "shopper_title"`,
    );
  }
}
