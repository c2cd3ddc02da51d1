import { MigrationInterface, QueryRunner } from 'typeorm';

export class GuideConfigs1795333196552 implements MigrationInterface {
  name = 'GuideConfigs1795333196552';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "guide_configs" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "product" character varying(200) NOT NULL, "product_key" character varying(200) NOT NULL, "keywords" text array NOT NULL, "email" character varying(254), "password" text NOT NULL, "response" text NOT NULL, "guide_url" character varying(2000), "product_code" character varying(40), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4802c78898e1107096ca52d696a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_guide_configs_product_key" ON "guide_configs" ("product_key") `);
    await queryRunner.query(`CREATE INDEX "IDX_guide_configs_product_code" ON "guide_configs" ("product_code") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_guide_configs_product_code"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_guide_configs_product_key"`);
    await queryRunner.query(`DROP TABLE "guide_configs"`);
  }
}
