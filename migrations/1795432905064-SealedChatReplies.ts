import { MigrationInterface, QueryRunner } from 'typeorm';

export class SealedChatReplies1795432905064 implements MigrationInterface {
  name = 'SealedChatReplies1795432905064';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "sealed_message" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "sealed_message"`);
  }
}
