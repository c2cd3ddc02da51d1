import { MigrationInterface, QueryRunner } from 'typeorm';

/** Data retention's settings row (Settings → Data retention): each kind's period in days, kept when absent. */
export class PrivacySettings1796240110000 implements MigrationInterface {
  name = 'PrivacySettings1796240110000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_settings" (
        "id" smallint NOT NULL DEFAULT 1,
        "retention" jsonb NOT NULL DEFAULT '{}',
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_privacy_settings_single_row" CHECK ("id" = 1),
        CONSTRAINT "PK_privacy_settings" PRIMARY KEY ("id")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_settings"`);
  }
}
