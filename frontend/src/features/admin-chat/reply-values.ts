import type { ChatCustomerOrders, ChatSessionView, ReplyValues } from '@kedai/contracts';

const GUEST = 'Guest';

/**
 * What a quick reply's variables are filled with in the open conversation: the customer's name, the chat's own
 * order (else the customer's newest one) and its products, and the agent's name. Unknown stays empty, so the reply
 * box shows the placeholder as a gap to fill (docs/product/chat.md#quick-replies).
 */
export function replyValuesOf(
  session: ChatSessionView,
  customerOrders: ChatCustomerOrders | undefined,
  agentName: string | null,
): ReplyValues {
  const orders = (customerOrders?.orders ?? []).map(({ order }) => order);
  const order =
    orders.find(({ orderId }) => orderId === session.orderId) ??
    [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  // A customer who gave no name is stored as "Guest": not a name to greet them with.
  const given = session.customerName?.trim();
  return {
    customer_name: given && given !== GUEST ? given : order?.customerInfo.name,
    order_id: order?.orderId ?? session.orderId,
    product: order ? [...new Set(order.items.map((item) => item.title))].join(', ') : undefined,
    agent_name: agentName,
  };
}
