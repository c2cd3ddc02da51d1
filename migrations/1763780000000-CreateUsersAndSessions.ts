import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763780000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" character varying(254) NOT NULL,
        "name" character varying(100) NOT NULL,
        "phone" character varying(20),
        "password_hash" character varying(255) NOT NULL,
        "role" character varying(10) NOT NULL DEFAULT 'user',
        "is_active" boolean NOT NULL DEFAULT true,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_login_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"),
        CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_users_role" CHECK ("role" IN ('admin', 'user')),
        CONSTRAINT "CHK_users_email_lower" CHECK ("email" = lower("email"))
      )`);
    await queryRunner.query(`
      CREATE TABLE "auth_sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "user_agent" character varying(300),
        "ip" character varying(64),
        CONSTRAINT "PK_641507381f32580e8479efc36cd" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_50ccb4fe7d3ab2e1fc2d5a8a6a" ON "auth_sessions" ("user_id")`);
    await queryRunner.query(
      `ALTER TABLE "auth_sessions" ADD CONSTRAINT "FK_50ccb4fe7d3ab2e1fc2d5a8a6a3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth_sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
