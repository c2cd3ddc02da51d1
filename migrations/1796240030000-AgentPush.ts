import { MigrationInterface, QueryRunner } from 'typeorm';

/** Web push for staff: the VAPID key pair, each browser's subscription, the per-agent on/off, sent pushes. */
export class AgentPush1796240030000 implements MigrationInterface {
  name = 'AgentPush1796240030000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_keys" ("id" smallint NOT NULL, "public_key" text NOT NULL, "private_key" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_push_keys" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "user_id" uuid NOT NULL,
        "endpoint" text NOT NULL, "p256dh" character varying(200) NOT NULL, "auth" character varying(100) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_push_subscriptions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_push_subscriptions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("user_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint")`,
    );
    await queryRunner.query(
      `CREATE TABLE "push_preferences" ("user_id" uuid NOT NULL, "enabled" boolean NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_push_preferences" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_push_preferences_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "push_deliveries" ("key" character varying(200) NOT NULL, "subscription_id" uuid NOT NULL,
        "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_push_deliveries" PRIMARY KEY ("key", "subscription_id"),
        CONSTRAINT "FK_push_deliveries_subscription" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "push_deliveries"`);
    await queryRunner.query(`DROP TABLE "push_preferences"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`DROP TABLE "push_keys"`);
  }
}
