import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sweeper's question every minute, "which orders have had a fulfilment step sending for over two minutes?"
 * (OrdersReadModel.pendingStepsSince), read every order: about 180 ms at a million orders, for the handful
 * that are ever sending at once. The index holds only those. It is on pending_step, not updated_at: every update of
 * an order moves updated_at, and an index on it would make each of those a non-HOT update; pending_step moves only
 * when a step starts and ends.
 */
export class PendingStepIndex1797000000000 implements MigrationInterface {
  name = 'PendingStepIndex1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_pending_step" ON "orders" ("pending_step") WHERE "pending_step" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_orders_pending_step"`);
  }
}
