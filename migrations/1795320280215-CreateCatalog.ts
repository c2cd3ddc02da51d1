import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1795320280215 implements MigrationInterface {
  name = 'CreateCatalog1795320280215';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_code" character varying(40) NOT NULL,
        "catalog_position" integer NOT NULL,
        "sku" character varying(60),
        "title" character varying(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "price" numeric(10,2) NOT NULL,
        "category" character varying(40) NOT NULL,
        "stock" integer NOT NULL DEFAULT '0',
        "stock_warning_level" integer NOT NULL DEFAULT '10',
        "tags" text array NOT NULL DEFAULT '{}',
        "rating" numeric(2,1) NOT NULL DEFAULT '0',
        "review_count" integer NOT NULL DEFAULT '0',
        "options" jsonb NOT NULL DEFAULT '[]',
        "specifications" json NOT NULL DEFAULT '{}',
        "images" jsonb NOT NULL DEFAULT '[]',
        "variants" jsonb NOT NULL DEFAULT '[]',
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_70b3f77ca8de13149b7f08d725c" UNIQUE ("product_code"),
        CONSTRAINT "UQ_da07c310390fd43a411046dd7c3" UNIQUE ("catalog_position"),
        CONSTRAINT "UQ_c44ac33a05b144dd0d9ddcf9327" UNIQUE ("sku"),
        CONSTRAINT "CHK_products_catalog_position" CHECK ("catalog_position" >= 1),
        CONSTRAINT "CHK_products_rating" CHECK ("rating" >= 0 AND "rating" <= 5),
        CONSTRAINT "CHK_products_price" CHECK ("price" >= 0),
        CONSTRAINT "CHK_products_stock" CHECK ("stock" >= 0),
        CONSTRAINT "CHK_products_category" CHECK ("category" IN ('Apps (Camera & Filters)', 'Apps ( Games )', 'Steam Games', 'Nintendo Games', 'Course')),
        CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "reviews" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_id" uuid NOT NULL,
        "user_id" uuid,
        "order_id" text,
        "rating" smallint NOT NULL,
        "comment" text NOT NULL DEFAULT '',
        "user_name" character varying(100) NOT NULL,
        "version" character varying(40),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "modified_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_9482e9567d8dcc2bc615981ef4" ON "reviews" ("product_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_728447781a30bc3fcfe5c2f1cd" ON "reviews" ("user_id") `);
    await queryRunner.query(`
      CREATE TABLE "likes" (
        "user_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_58cf3216a75244d4ea56da676c7" PRIMARY KEY ("user_id", "product_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_35eb9e9cc6f706f1a9af2f9d15" ON "likes" ("product_id") `);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "likes" ADD CONSTRAINT "FK_3f519ed95f775c781a254089171" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "likes" ADD CONSTRAINT "FK_35eb9e9cc6f706f1a9af2f9d158" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "likes"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`DROP TABLE "products"`);
  }
}
