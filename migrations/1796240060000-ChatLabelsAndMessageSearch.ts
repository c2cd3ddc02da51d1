import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support desk's labels (an admin-managed list, names unique whatever their case; a conversation carries
 * each at most once) and search in message text: a trigram GIN index on chat_messages.message answers
 * `message ILIKE '%term%'` for terms of three characters or more. The databases are created with a UTF-8
 * ctype (C.UTF-8), in which pg_trgm counts Chinese characters as word characters, so 激活码 has trigrams too;
 * a two-character term (激活) has none and PostgreSQL checks the rows instead (same answer, slower).
 */
export class ChatLabelsAndMessageSearch1796240060000 implements MigrationInterface {
  name = 'ChatLabelsAndMessageSearch1796240060000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chat_labels" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(40) NOT NULL, "colour" character varying(7) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_chat_labels" PRIMARY KEY ("id"), CONSTRAINT "CHK_chat_labels_colour" CHECK ("colour" ~ '^#[0-9A-F]{6}$'))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_chat_labels_name_lower" ON "chat_labels" (lower("name"))`);
    await queryRunner.query(
      `CREATE TABLE "chat_session_labels" ("session_id" uuid NOT NULL, "label_id" uuid NOT NULL, "added_by_id" uuid, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_chat_session_labels" PRIMARY KEY ("session_id", "label_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_session_labels_label" ON "chat_session_labels" ("label_id", "session_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_session_labels" ADD CONSTRAINT "FK_chat_session_labels_session" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_session_labels" ADD CONSTRAINT "FK_chat_session_labels_label" FOREIGN KEY ("label_id") REFERENCES "chat_labels"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_message_trgm" ON "chat_messages" USING gin ("message" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_chat_messages_message_trgm"`);
    await queryRunner.query(`DROP TABLE "chat_session_labels"`);
    await queryRunner.query(`DROP TABLE "chat_labels"`);
  }
}
