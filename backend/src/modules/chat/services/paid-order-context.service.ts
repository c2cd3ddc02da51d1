import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GuideConfigsService } from '../../guide-configs';
import { OrdersReadModel } from '../../orders';
import type { PaidOrderContext, ProductCredentials } from './product-keyword-stage';

export interface OrderLookup {
  found: boolean;
  paid: boolean;
  context: PaidOrderContext | null;
}

/**
 * Which configured products a chat may receive the credentials of: those of the order the session is
 * tied to, when that order is paid (and not cancelled). Read fresh each time: payment can change.
 */
@Injectable()
export class PaidOrderContextService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guideConfigs: GuideConfigsService,
    private readonly orders: OrdersReadModel,
  ) {}

  async forSession(sessionId: string): Promise<PaidOrderContext | null> {
    const rows: { order_id: string | null }[] = await this.dataSource.query(
      `SELECT order_id FROM chat_sessions WHERE id = $1`,
      [sessionId],
    );
    const orderId = rows[0]?.order_id;
    return orderId ? (await this.forOrder(orderId)).context : null;
  }

  async forOrder(orderId: string): Promise<OrderLookup> {
    const order = await this.orders.paymentState(orderId);
    if (!order.found) return { found: false, paid: false, context: null };
    if (!order.paid) return { found: true, paid: false, context: null };
    const products = new Map<string, ProductCredentials>();
    for (const item of order.products) {
      const config = await this.guideConfigs.findForProduct({ productCode: item.productCode, title: item.title });
      if (!config || products.has(config.id)) continue;
      products.set(config.id, {
        configId: config.id,
        // The product as the customer's order names it, in the language they ordered in.
        product: item.shopperTitle ?? config.product,
        keywords: config.keywords,
        email: config.email,
        password: config.password,
        response: config.response,
        translations: config.translations,
        guideUrl: config.guideUrl,
      });
    }
    return { found: true, paid: true, context: { orderId: order.orderId, products: [...products.values()] } };
  }
}
