import { MigrationInterface, QueryRunner } from 'typeorm';

export class SystemSettings1795333630720 implements MigrationInterface {
  name = 'SystemSettings1795333630720';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "system_settings" ("id" smallint NOT NULL DEFAULT '1', "values" jsonb NOT NULL, "smtp_password" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_system_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_82521f08790d248b2a80cc85d40" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "system_settings"`);
  }
}
