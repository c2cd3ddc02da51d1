import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Language } from '@kedai/contracts';
import { shopDateTimeIn } from '../../../core/format/shop-time';
import { OrderWhereaboutsReadModel, orderPageUrl, uploadReceiptUrl } from '../../orders';
import { UsersService } from '../../users';
import {
  isCustomersOrder,
  maskEmail,
  orderStageOf,
  whereIsMyOrderIntent,
  whereIsMyOrderReply,
  type ConversationCustomer,
} from '../rules/where-is-my-order';

/** The median review time is read at most once every 5 minutes (a full pass over the week's reviews). */
const REVIEW_TIME_KEPT_MS = 5 * 60_000;

/**
 * "Where is my order?" (docs/product/chat.md#where-is-my-order): which of the customer's orders a message asks
 * about, and the answer with the order's state as it is when the reply is sent. Another customer's order is
 * never named, found or described.
 */
@Injectable()
export class WhereIsMyOrderService {
  private reviewTime: { at: number; minutes: Promise<number | null> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly whereabouts: OrderWhereaboutsReadModel,
    private readonly users: UsersService,
  ) {}

  /**
   * The order a customer message asks about: one it names that is theirs; else, when it asks where their
   * order or code is, the order the chat was opened from or the account's newest. Null otherwise (a named order
   * that is not theirs included: the message then gets the usual replies, which say nothing about it).
   */
  async orderAskedAbout(sessionId: string, text: string): Promise<string | null> {
    const intent = whereIsMyOrderIntent(text);
    if (!intent) return null;
    const customer = await this.customerOf(sessionId);
    if (!customer) return null;
    if (intent.orderIds.length > 0) {
      const named = await this.whereabouts.byIds(intent.orderIds);
      const order = intent.orderIds
        .map((id) => named.find((candidate) => candidate.orderId === id))
        .find((candidate) => candidate && isCustomersOrder(customer, candidate));
      return order?.orderId ?? null;
    }
    if (!intent.asks) return null;
    if (customer.contextOrderId) {
      const [order] = await this.whereabouts.byIds([customer.contextOrderId]);
      if (order && isCustomersOrder(customer, order)) return order.orderId;
    }
    if (!customer.userId) return null;
    return (await this.whereabouts.newestOf(customer.userId, customer.accountEmail))?.orderId ?? null;
  }

  /** The answer for the order as it is now, or null when it is gone or no longer the conversation's customer's. */
  async reply(sessionId: string, orderId: string, language: Language): Promise<string | null> {
    const customer = await this.customerOf(sessionId);
    const [order] = await this.whereabouts.byIds([orderId]);
    if (!customer || !order || !isCustomersOrder(customer, order)) return null;
    const stage = orderStageOf(order);
    return whereIsMyOrderReply(
      {
        orderId: order.orderId,
        stage,
        deliveredAt: order.deliveredAt ? shopDateTimeIn(order.deliveredAt, language) : null,
        receiptUploadedAt: order.receiptUploadedAt ? shopDateTimeIn(order.receiptUploadedAt, language) : null,
        maskedEmail: maskEmail(order.email),
        typicalReviewMinutes: stage === 'under_review' ? await this.typicalReviewMinutes() : null,
        orderUrl: orderPageUrl(order.orderId),
        uploadReceiptUrl: uploadReceiptUrl(order.orderId),
      },
      language,
    );
  }

  private async customerOf(sessionId: string): Promise<ConversationCustomer | null> {
    const [session] = await this.dataSource.query<{ customer_id: string | null; order_id: string | null }[]>(
      'SELECT customer_id, order_id FROM chat_sessions WHERE id = $1',
      [sessionId],
    );
    if (!session) return null;
    const account = session.customer_id ? await this.users.findById(session.customer_id) : null;
    return {
      userId: account?.id ?? null,
      accountEmail: account?.email.toLowerCase() ?? null,
      contextOrderId: session.order_id,
    };
  }

  private typicalReviewMinutes(): Promise<number | null> {
    if (!this.reviewTime || Date.now() - this.reviewTime.at > REVIEW_TIME_KEPT_MS) {
      this.reviewTime = {
        at: Date.now(),
        minutes: this.whereabouts.typicalReviewMinutes(7).catch(() => null),
      };
    }
    return this.reviewTime.minutes;
  }
}
