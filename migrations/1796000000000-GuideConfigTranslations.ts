import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Speak the customer's language (issue 19): translations of a guide configuration's response, as quick
 * replies have them ({ "ms": ..., "zh-Hans": ... }; English stays in "response").
 */
export class GuideConfigTranslations1796000000000 implements MigrationInterface {
  name = 'GuideConfigTranslations1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guide_configs" ADD "translations" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guide_configs" DROP COLUMN "translations"`);
  }
}
