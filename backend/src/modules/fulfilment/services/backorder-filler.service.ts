import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FulfilmentService } from './fulfilment.service';

/**
 * The `fill-backorders` job, queued (through the outbox) with every restock of a pool that has backorders:
 * the orders waiting for that product's codes get them, oldest first, each through the same delivery step
 * as Trigger Delivery (its row lock, its guards re-checked under the lock, all or none). An order the pool
 * cannot cover in full keeps its place and stops the round: a newer order does not jump the queue.
 */
@Injectable()
export class BackorderFiller {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async fill(productCode: string, runningJobId: string): Promise<{ filled: number }> {
    const tried: string[] = [];
    let filled = 0;
    for (;;) {
      const orderId = await this.oldestWaiting(productCode, tried);
      if (!orderId) break;
      tried.push(orderId);
      const { result, shortage } = await this.fulfilment.runStep(
        'trigger-delivery',
        { orderId, actorId: null },
        runningJobId,
        { announce: false },
      );
      if (result.ok) filled += 1;
      else if (shortage?.productCode === productCode) break;
    }
    return { filled };
  }

  /** The oldest paid, not cancelled order waiting for this product's codes (not tried in this round). */
  private async oldestWaiting(productCode: string, tried: string[]): Promise<string | null> {
    const [row] = await this.dataSource.query<{ order_id: string }[]>(
      `SELECT o.order_id FROM orders o
        WHERE o.backordered_at IS NOT NULL AND o.status <> 'cancelled' AND o.payment_status = 'paid'
          AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.order_id AND i.product_code = $1)
          AND o.order_id <> ALL($2::varchar[])
        ORDER BY o.created_at, o.order_id
        LIMIT 1`,
      [productCode, tried],
    );
    return row?.order_id ?? null;
  }
}
