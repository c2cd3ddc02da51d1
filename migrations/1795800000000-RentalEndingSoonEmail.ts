import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The "rental ends soon" e-mail (issue 17): sent once per rental, 30 minutes before it ends. The rental remembers
 * when it was written, so the sweep claims it with a conditional update and two workers never send it twice.
 */
export class RentalEndingSoonEmail1795800000000 implements MigrationInterface {
  name = 'RentalEndingSoonEmail1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rentals" ADD "ending_soon_sent_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rentals" DROP COLUMN "ending_soon_sent_at"`);
  }
}
