import { Injectable } from '@nestjs/common';
import { OrdersReadModel } from '../../orders';
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
    private readonly orders: OrdersReadModel,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async fill(productCode: string, runningJobId: string): Promise<{ filled: number }> {
    const tried: string[] = [];
    let filled = 0;
    for (;;) {
      const orderId = await this.orders.oldestPaidBackorder(productCode, tried);
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
}
