import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agent role (support staff) and one-time account links: e-mail confirmation at registration, the
 * set-password link a new staff member gets, and password reset. Only a hash of each token is stored.
 */
export class StaffRolesAndAccountTokens1795710000000 implements MigrationInterface {
  name = 'StaffRolesAndAccountTokens1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('admin', 'agent', 'user'))`,
    );
    await queryRunner.query(`
      CREATE TABLE "account_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "purpose" varchar(20) NOT NULL,
        "token_hash" char(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "user_id" uuid NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "payload" jsonb NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_account_tokens_hash" UNIQUE ("token_hash"),
        CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN ('confirm_email', 'set_password'))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_account_tokens_user" ON "account_tokens" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`UPDATE "users" SET "role" = 'user' WHERE "role" = 'agent'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('admin', 'user'))`);
  }
}
