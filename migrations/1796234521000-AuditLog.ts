import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff audit log (docs/product/admin.md#audit-log) and its settings row. The log is append-only in the
 * database too: a trigger refuses every UPDATE and TRUNCATE, and every DELETE except the retention purge's,
 * which first says, in its own transaction, `SET LOCAL kedai.audit_purge_before = '<timestamp>'`; even then
 * only rows older than that timestamp and older than 90 days (the shortest retention) may go.
 */
export class AuditLog1796234521000 implements MigrationInterface {
  name = 'AuditLog1796234521000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "action" character varying(40) NOT NULL,
        "actor_id" uuid,
        "actor_name" character varying(254) NOT NULL,
        "actor_role" character varying(10) NOT NULL,
        "ip" character varying(64),
        "user_agent" character varying(300),
        "target_type" character varying(20) NOT NULL,
        "target_id" character varying(200) NOT NULL,
        "summary" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_audit_log" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_target" ON "audit_log" ("target_type", "target_id", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at")`);
    await queryRunner.query(
      `CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         purge_before text := current_setting('kedai.audit_purge_before', true);
       BEGIN
         IF TG_OP = 'DELETE' AND coalesce(purge_before, '') <> ''
            AND OLD."at" < purge_before::timestamptz AND OLD."at" < now() - interval '90 days' THEN
           RETURN OLD;
         END IF;
         RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
         FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
         FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"()`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_settings" (
        "id" smallint NOT NULL DEFAULT 1,
        "retention_days" integer NOT NULL DEFAULT 730,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_audit_settings_single_row" CHECK ("id" = 1),
        CONSTRAINT "CHK_audit_settings_retention" CHECK ("retention_days" BETWEEN 90 AND 3650),
        CONSTRAINT "PK_audit_settings" PRIMARY KEY ("id")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_settings"`);
    await queryRunner.query(`DROP TRIGGER "audit_log_no_truncate" ON "audit_log"`);
    await queryRunner.query(`DROP TRIGGER "audit_log_append_only" ON "audit_log"`);
    await queryRunner.query(`DROP FUNCTION "audit_log_append_only"()`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
