import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (an authenticator's sealed secret, ten hashed single-use recovery codes, the shop's rule
 * that staff must use it) and when each login session was last seen (docs/product/account-security.md).
 */
export class TwoFactorAndSessions1796231415000 implements MigrationInterface {
  name = 'TwoFactorAndSessions1796231415000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "auth_second_factors" (
        "user_id" uuid NOT NULL,
        "secret" text NOT NULL,
        "confirmed_at" TIMESTAMP WITH TIME ZONE,
        "last_time_step" bigint,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_auth_second_factors" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_auth_second_factors_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`
      CREATE TABLE "auth_recovery_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "code_hash" character varying(255) NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_auth_recovery_codes" PRIMARY KEY ("id"),
        CONSTRAINT "FK_auth_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_auth_recovery_codes_user" ON "auth_recovery_codes" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "auth_policy" (
        "id" smallint NOT NULL DEFAULT 1,
        "require_staff_two_factor" boolean NOT NULL DEFAULT false,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_auth_policy_single_row" CHECK ("id" = 1),
        CONSTRAINT "PK_auth_policy" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`INSERT INTO "auth_policy" ("id") VALUES (1)`);
    await queryRunner.query(`ALTER TABLE "auth_sessions" ADD "last_seen_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_sessions" DROP COLUMN "last_seen_at"`);
    await queryRunner.query(`DROP TABLE "auth_policy"`);
    await queryRunner.query(`DROP TABLE "auth_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "auth_second_factors"`);
  }
}
