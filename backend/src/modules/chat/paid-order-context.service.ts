import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GuideConfigsService } from '../guide-configs/guide-configs.service';
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
    const orders: { order_id: string; payment_status: string; status: string }[] = await this.dataSource.query(
      `SELECT order_id, payment_status, status FROM orders WHERE order_id = $1`,
      [orderId.trim().slice(0, 20)],
    );
    const order = orders[0];
    if (!order) return { found: false, paid: false, context: null };
    const paid = order.payment_status === 'paid' && order.status !== 'cancelled';
    if (!paid) return { found: true, paid: false, context: null };
    const items: { product_code: string; title: string }[] = await this.dataSource.query(
      `SELECT DISTINCT product_code, title FROM order_items WHERE order_id = $1`,
      [order.order_id],
    );
    const products = new Map<string, ProductCredentials>();
    for (const item of items) {
      const config = await this.guideConfigs.findForProduct({ productCode: item.product_code, title: item.title });
      if (!config || products.has(config.id)) continue;
      products.set(config.id, {
        configId: config.id,
        product: config.product,
        keywords: config.keywords,
        email: config.email,
        password: config.password,
        response: config.response,
        guideUrl: config.guideUrl,
      });
    }
    return { found: true, paid: true, context: { orderId: order.order_id, products: [...products.values()] } };
  }
}
