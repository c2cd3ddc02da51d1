import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gives the seeded guide configurations their makers' official guide links where an admin has not set
 * one yet (new databases get them from the seed itself).
 */
const LINKS: [productKey: string, url: string][] = [
  ['dazz cam', 'https://support.apple.com/HT201209'],
  ['vsco membership', 'https://support.vsco.co/hc/en-us'],
  ['procreate brush bundle', 'https://help.procreate.com/procreate/handbook'],
  ['facetune pro', 'https://support.lightricks.com/hc/en-us'],
];

export class OfficialGuideLinks1795600000000 implements MigrationInterface {
  name = 'OfficialGuideLinks1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [productKey, url] of LINKS) {
      await queryRunner.query(
        `UPDATE "guide_configs" SET "guide_url" = $1 WHERE "product_key" = $2 AND "guide_url" IS NULL`,
        [url, productKey],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [productKey, url] of LINKS) {
      await queryRunner.query(
        `UPDATE "guide_configs" SET "guide_url" = NULL WHERE "product_key" = $1 AND "guide_url" = $2`,
        [productKey, url],
      );
    }
  }
}
