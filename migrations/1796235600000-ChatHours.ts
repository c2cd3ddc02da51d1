import { MigrationInterface, QueryRunner } from 'typeorm';

/** Live chat's business hours and holidays, edited by the seller; null keeps the hours the shop shipped with. */
export class ChatHours1796235600000 implements MigrationInterface {
  name = 'ChatHours1796235600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_settings" ADD "hours" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_settings" DROP COLUMN "hours"`);
  }
}
