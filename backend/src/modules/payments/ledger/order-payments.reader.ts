import { Injectable } from '@nestjs/common';
import type { AdminOrderPayments } from '@kedai/contracts';
import { RefundsService } from '../services/refunds.service';

/**
 * An order's payments as staff read them (the order inspector): its payment events, its ledger rows and what was
 * refunded per line. Read-only; the payments module keeps its own tables behind it.
 */
@Injectable()
export class OrderPaymentsReader {
  constructor(private readonly refunds: RefundsService) {}

  of(orderId: string): Promise<AdminOrderPayments> {
    return this.refunds.summary(orderId);
  }
}
