import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversation continuity, second part: replies written inside the 10-minute e-mail window are sent later as one
 * digest (the session remembers the newest reply already e-mailed and when the digest is due), and the customer
 * can ask for a transcript, at most once per conversation per 10 minutes (claimed on the session row).
 */
export class ChatDigestTranscript1795800000100 implements MigrationInterface {
  name = 'ChatDigestTranscript1795800000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions"
      ADD "continuity_mailed_through" TIMESTAMP WITH TIME ZONE,
      ADD "continuity_digest_due" TIMESTAMP WITH TIME ZONE,
      ADD "transcript_emailed_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions"
      DROP COLUMN "continuity_mailed_through",
      DROP COLUMN "continuity_digest_due",
      DROP COLUMN "transcript_emailed_at"`);
  }
}
