import type { AdminOrderView, ChatCustomerOrders, ChatSessionView } from '@kedai/contracts';
import { fillReplyVariables } from '@kedai/contracts';
import { describe, expect, it } from 'vitest';
import { replyValuesOf } from './reply-values';

const order = (orderId: string, createdAt: string, titles: string[], name = 'Tan Wei Ming') =>
  ({
    orderId,
    createdAt,
    customerInfo: { name, email: null, phone: '' },
    items: titles.map((title) => ({ title })),
  }) as unknown as AdminOrderView;
const orders = (...list: AdminOrderView[]) =>
  ({ orders: list.map((item) => ({ order: item, matchedBy: 'account' })) }) as unknown as ChatCustomerOrders;
const session = (customerName: string, orderId: string | null = null) => ({ customerName, orderId }) as ChatSessionView;

describe('quick reply values from the open chat', () => {
  it('takes the chat’s own order, its products and the agent’s name', () => {
    const values = replyValuesOf(
      session('Aisyah', 'B'),
      orders(
        order('A', '2026-11-28T05:00:00Z', ['Netflix']),
        order('B', '2026-11-20T05:00:00Z', ['Dazz Cam', 'Dazz Cam']),
      ),
      'Mei',
    );
    expect(values).toEqual({ customer_name: 'Aisyah', order_id: 'B', product: 'Dazz Cam', agent_name: 'Mei' });
  });

  it('without one, the customer’s newest order; a guest is greeted by the order’s name', () => {
    const values = replyValuesOf(
      session('Guest'),
      orders(order('OLD', '2026-11-01T00:00:00Z', ['Old']), order('NEW', '2026-11-27T00:00:00Z', ['Canva Pro'])),
      null,
    );
    expect(values).toMatchObject({ customer_name: 'Tan Wei Ming', order_id: 'NEW', product: 'Canva Pro' });
    expect(fillReplyVariables('Thanks, {agent_name}', values)).toEqual({
      text: 'Thanks, {agent_name}',
      missing: ['agent_name'],
    });
  });

  it('leaves the order and product as gaps for a chat without orders', () => {
    const { missing } = fillReplyVariables(
      '{customer_name}: {order_id} / {product}',
      replyValuesOf(session('Ali'), orders(), 'Mei'),
    );
    expect(missing).toEqual(['order_id', 'product']);
  });
});
