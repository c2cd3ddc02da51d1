import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Language, OrderStatus, PaymentStatus, ReceiptReviewStatus } from '@kedai/contracts';

/** Where an order is, as a customer asking "where is my order?" is told it (docs/product/chat.md#where-is-my-order). */
export interface OrderWhereabouts {
  orderId: string;
  userId: string | null;
  /** Lower-cased. */
  email: string | null;
  language: Language;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  receiptUploadedAt: Date | null;
  receiptReview: ReceiptReviewStatus | null;
  /** When the code (or account) went out: the shipping or the automatic delivery. */
  deliveredAt: Date | null;
  waitingForStock: boolean;
  createdAt: Date;
}

interface Row {
  order_id: string;
  user_id: string | null;
  customer_email: string | null;
  language: Language;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  receipt_uploaded_at: Date | null;
  receipt_review: ReceiptReviewStatus | null;
  shipped_at: Date | null;
  auto_delivered_at: Date | null;
  backordered_at: Date | null;
  created_at: Date;
}

const COLUMNS = `order_id, user_id, customer_email, language, status, payment_status, payment_method,
  receipt_uploaded_at, receipt_review, shipped_at, auto_delivered_at, backordered_at, created_at`;

const toWhereabouts = (row: Row): OrderWhereabouts => ({
  orderId: row.order_id,
  userId: row.user_id,
  email: row.customer_email?.toLowerCase() ?? null,
  language: row.language,
  status: row.status,
  paymentStatus: row.payment_status,
  paymentMethod: row.payment_method,
  receiptUploadedAt: row.receipt_uploaded_at,
  receiptReview: row.receipt_review,
  deliveredAt: row.shipped_at ?? row.auto_delivered_at,
  waitingForStock: row.backordered_at !== null && row.status !== 'cancelled',
  createdAt: row.created_at,
});

/** The few facts of an order the chat's "where is my order?" answer is made of, and who the order belongs to. */
@Injectable()
export class OrderWhereaboutsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Order ids are stored in capitals (they are typed in any case). */
  async byIds(orderIds: string[]): Promise<OrderWhereabouts[]> {
    const ids = [...new Set(orderIds.map((id) => id.trim().toUpperCase()).filter((id) => id.length <= 20))];
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<Row[]>(`SELECT ${COLUMNS} FROM orders WHERE order_id = ANY($1::text[])`, [
      ids,
    ]);
    return rows.map(toWhereabouts);
  }

  /** The account's newest order (placed signed in, or with the account's e-mail); null when it has none. */
  async newestOf(userId: string, email: string | null): Promise<OrderWhereabouts | null> {
    const [row] = await this.dataSource.query<Row[]>(
      `SELECT ${COLUMNS} FROM orders
        WHERE user_id = $1 OR ($2::text IS NOT NULL AND lower(customer_email) = $2)
        ORDER BY created_at DESC LIMIT 1`,
      [userId, email?.toLowerCase() ?? null],
    );
    return row ? toWhereabouts(row) : null;
  }

  /** The median minutes from a receipt's upload to its review, over the reviews of the last `days` days. */
  async typicalReviewMinutes(days = 7): Promise<number | null> {
    const [row] = await this.dataSource.query<{ minutes: number | null }[]>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (
                ORDER BY extract(epoch FROM receipt_reviewed_at - receipt_uploaded_at) / 60
              ) AS minutes
         FROM orders
        WHERE receipt_reviewed_at > now() - make_interval(days => $1)
          AND receipt_uploaded_at IS NOT NULL AND receipt_reviewed_at >= receipt_uploaded_at`,
      [days],
    );
    return row?.minutes === null || row?.minutes === undefined ? null : Math.max(1, Math.round(Number(row.minutes)));
  }
}
