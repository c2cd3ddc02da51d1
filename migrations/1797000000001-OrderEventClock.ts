import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's timeline events took now(), the start of their transaction: the events one transaction writes (paid,
 * then waiting for stock) had the same time, and the timeline showed them in whatever order the table gave, which
 * changed after a backup was restored. clock_timestamp() is the time of each insert, so they keep the order they
 * were written in; the readers break any remaining tie (older rows) by id, the same order before and after a
 * restore. Only the default changes: no row is rewritten.
 */
export class OrderEventClock1797000000001 implements MigrationInterface {
  name = 'OrderEventClock1797000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_events" ALTER COLUMN "at" SET DEFAULT clock_timestamp()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_events" ALTER COLUMN "at" SET DEFAULT now()`);
  }
}
