import { Injectable } from '@nestjs/common';
import { paymentMethodLabel } from '@kedai/contracts';
import type { CsvValue } from '../../../core/format/csv';
import { malaysiaTimestamp } from '../../../core/format/malaysia-time';
import type { ReceiptFilter } from '../../orders/read/receipt-filter';
import { OrderExportsService } from '../../orders/services/order-exports.service';

export const PAYMENT_CSV_HEADER = ['Payment ID', 'Order ID', 'Customer', 'Amount', 'Payment Method', 'Status', 'Date'];

/** The payments desk's CSV export, with the receipts screen's filters. */
@Injectable()
export class PaymentExportsService {
  constructor(private readonly orders: OrderExportsService) {}

  /** payment_receipts.csv: one row per uploaded receipt; Status is the review (pending, verified, rejected). */
  async *paymentRows(filter: ReceiptFilter): AsyncIterable<CsvValue[][]> {
    for await (const orders of this.orders.receiptOrders(filter)) {
      yield orders.map((order) => [
        order.id,
        order.orderId,
        order.customerName,
        order.totalAmount.toFixed(2),
        paymentMethodLabel(order.paymentMethod),
        order.receiptReview ?? 'pending',
        order.receiptUploadedAt ? malaysiaTimestamp(order.receiptUploadedAt) : '',
      ]);
    }
  }
}
