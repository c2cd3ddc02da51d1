import { isGatewayMethod, type Language } from '@kedai/contracts';
import { ORDER_ID } from './customer-order-hints';

/**
 * "Where is my order?" answered by the shop itself (docs/product/chat.md#where-is-my-order): a customer message
 * that names one of their orders, or asks where their order or code is, gets the order's real state in their
 * language. Pure rules here; the scheduler finds the order and checks it is the customer's.
 */

/** Phrases that ask where an order or its code is, lower-case, matched as substrings. */
export const WHERE_IS_MY_ORDER_PHRASES = [
  'where is my',
  "where's my",
  'wheres my',
  'not received',
  "haven't received",
  'havent received',
  "didn't receive",
  'didnt receive',
  'did not receive',
  'not yet received',
  'no code yet',
  'still no code',
  'order status',
  'status of my order',
  'mana kod',
  'mana order',
  'mana pesanan',
  'belum terima',
  'belum dapat',
  'tak terima',
  'tidak terima',
  'tak dapat kod',
  'status pesanan',
  '我的订单',
  '我的激活码',
  '激活码呢',
  '码呢',
  '还没收到',
  '没收到',
  '订单状态',
  '订单在哪',
  '码在哪',
];

const MAX_NAMED_ORDERS = 5;

export interface WhereIsMyOrderIntent {
  /** Order ids the message names, in capitals, first mention first. */
  orderIds: string[];
  /** The message asks where an order or a code is. */
  asks: boolean;
}

/** What the message asks about an order, or null when it neither names one nor asks where one is. */
export function whereIsMyOrderIntent(text: string): WhereIsMyOrderIntent | null {
  const orderIds = [...new Set([...text.matchAll(ORDER_ID)].map(([, id]) => id.toUpperCase()))].slice(
    0,
    MAX_NAMED_ORDERS,
  );
  const lower = text.toLowerCase();
  const asks = WHERE_IS_MY_ORDER_PHRASES.some((phrase) => lower.includes(phrase));
  return orderIds.length > 0 || asks ? { orderIds, asks } : null;
}

/** Who the conversation's customer is, as far as the shop can tell without asking. */
export interface ConversationCustomer {
  /** The signed-in account, and its (confirmed) e-mail, lower-cased. */
  userId: string | null;
  accountEmail: string | null;
  /** The order the chat was opened from (its page), for a guest the only order known to be theirs. */
  contextOrderId: string | null;
}

/**
 * Whether the order is this customer's: placed with their account or its e-mail; for a guest, the order whose
 * page they opened the chat from. An order id typed in a chat proves nothing (it may be someone else's).
 */
export function isCustomersOrder(
  customer: ConversationCustomer,
  order: { orderId: string; userId: string | null; email: string | null },
): boolean {
  if (customer.userId && order.userId === customer.userId) return true;
  if (customer.userId && customer.accountEmail && order.email === customer.accountEmail) return true;
  return customer.contextOrderId?.trim().toUpperCase() === order.orderId;
}

export type OrderStage =
  | 'cancelled'
  | 'delivered'
  | 'waiting_for_stock'
  | 'preparing'
  | 'gateway_pending'
  | 'receipt_rejected'
  | 'under_review'
  | 'awaiting_payment';

export interface OrderStageFacts {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  receiptUploadedAt: Date | null;
  receiptReview: string | null;
  deliveredAt: Date | null;
  waitingForStock: boolean;
}

/** Where the order is, in the words the customer is told. */
export function orderStageOf(order: OrderStageFacts): OrderStage {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.deliveredAt || order.status === 'shipped' || order.status === 'delivered') return 'delivered';
  if (order.paymentStatus === 'paid') return order.waitingForStock ? 'waiting_for_stock' : 'preparing';
  if (isGatewayMethod(order.paymentMethod)) return 'gateway_pending';
  if (order.receiptReview === 'rejected') return 'receipt_rejected';
  if (order.receiptUploadedAt) return 'under_review';
  return 'awaiting_payment';
}

/** "a***@example.com": enough for the customer to recognise, nothing for anyone reading over their shoulder. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  return `${email[0]}***${email.slice(at)}`;
}

export interface WhereIsMyOrderFacts {
  orderId: string;
  stage: OrderStage;
  /** The times, already written in the customer's language and the shop's time zone. */
  deliveredAt: string | null;
  receiptUploadedAt: string | null;
  maskedEmail: string | null;
  /** The median review time of the last 7 days, in minutes; null when there were no reviews. */
  typicalReviewMinutes: number | null;
  orderUrl: string;
  uploadReceiptUrl: string;
}

type Texts = Record<OrderStage, (facts: WhereIsMyOrderFacts) => string> & {
  typicalReview: (minutes: number) => string;
  sentTo: (email: string) => string;
  agentWillReply: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    cancelled: (f) => `Order ${f.orderId} was cancelled, so nothing more will be sent for it.`,
    delivered: (f) =>
      `Order ${f.orderId} was delivered${f.deliveredAt ? ` on ${f.deliveredAt}` : ''}. You can see it any time on your order page: ${f.orderUrl}`,
    waiting_for_stock: (f) =>
      `We received your payment for order ${f.orderId}. Its code is being restocked and will arrive by itself, on your order page (${f.orderUrl}) and by e-mail, as soon as it is in. You do not need to do anything.`,
    preparing: (f) =>
      `We received your payment for order ${f.orderId} and it is being prepared now. It will appear on your order page (${f.orderUrl}) and be e-mailed to you.`,
    gateway_pending: (f) =>
      `Order ${f.orderId} is waiting for the payment to be confirmed by the payment provider. If you did not finish paying, you can pay from your order page: ${f.orderUrl}`,
    receipt_rejected: (f) =>
      `The receipt for order ${f.orderId} could not be verified. Please upload a clear receipt of the full payment here: ${f.uploadReceiptUrl}`,
    under_review: (f) =>
      `We received your receipt for order ${f.orderId}${f.receiptUploadedAt ? ` on ${f.receiptUploadedAt}` : ''} and our staff are checking it.`,
    awaiting_payment: (f) =>
      `Order ${f.orderId} is waiting for payment. Once you have paid, upload your receipt here: ${f.uploadReceiptUrl}`,
    typicalReview: (minutes) => `Over the last 7 days a receipt was usually checked within ${minutes} minutes.`,
    sentTo: (email) => `E-mails about it go to ${email}.`,
    agentWillReply: 'A support agent can still help you here if you need more.',
  },
  ms: {
    cancelled: (f) => `Pesanan ${f.orderId} telah dibatalkan, jadi tiada apa lagi yang akan dihantar untuknya.`,
    delivered: (f) =>
      `Pesanan ${f.orderId} telah dihantar${f.deliveredAt ? ` pada ${f.deliveredAt}` : ''}. Anda boleh melihatnya bila-bila masa di halaman pesanan anda: ${f.orderUrl}`,
    waiting_for_stock: (f) =>
      `Kami telah menerima bayaran anda untuk pesanan ${f.orderId}. Kodnya sedang diisi semula dan akan tiba dengan sendirinya, di halaman pesanan anda (${f.orderUrl}) dan melalui e-mel, sebaik sahaja stok tiba. Anda tidak perlu berbuat apa-apa.`,
    preparing: (f) =>
      `Kami telah menerima bayaran anda untuk pesanan ${f.orderId} dan ia sedang disediakan. Ia akan dipaparkan di halaman pesanan anda (${f.orderUrl}) dan dihantar melalui e-mel.`,
    gateway_pending: (f) =>
      `Pesanan ${f.orderId} sedang menunggu pengesahan bayaran daripada penyedia pembayaran. Jika anda belum selesai membayar, anda boleh bayar dari halaman pesanan anda: ${f.orderUrl}`,
    receipt_rejected: (f) =>
      `Resit untuk pesanan ${f.orderId} tidak dapat disahkan. Sila muat naik resit yang jelas bagi bayaran penuh di sini: ${f.uploadReceiptUrl}`,
    under_review: (f) =>
      `Kami telah menerima resit anda untuk pesanan ${f.orderId}${f.receiptUploadedAt ? ` pada ${f.receiptUploadedAt}` : ''} dan kakitangan kami sedang menyemaknya.`,
    awaiting_payment: (f) =>
      `Pesanan ${f.orderId} sedang menunggu bayaran. Selepas membayar, muat naik resit anda di sini: ${f.uploadReceiptUrl}`,
    typicalReview: (minutes) => `Dalam 7 hari lepas, resit biasanya disemak dalam masa ${minutes} minit.`,
    sentTo: (email) => `E-mel mengenainya dihantar ke ${email}.`,
    agentWillReply: 'Ejen sokongan masih boleh membantu anda di sini jika perlu.',
  },
  'zh-Hans': {
    cancelled: (f) => `订单 ${f.orderId} 已取消，因此不会再为其发送任何内容。`,
    delivered: (f) =>
      `订单 ${f.orderId} 已${f.deliveredAt ? `于 ${f.deliveredAt} ` : ''}发货。您可以随时在订单页面查看：${f.orderUrl}`,
    waiting_for_stock: (f) =>
      `我们已收到订单 ${f.orderId} 的付款。激活码正在补货，一到货就会自动出现在您的订单页面（${f.orderUrl}）并通过邮件发送给您，您无需任何操作。`,
    preparing: (f) =>
      `我们已收到订单 ${f.orderId} 的付款，正在为您准备。完成后会显示在您的订单页面（${f.orderUrl}）并通过邮件发送给您。`,
    gateway_pending: (f) =>
      `订单 ${f.orderId} 正在等待支付机构确认付款。如果您尚未完成付款，可以在订单页面付款：${f.orderUrl}`,
    receipt_rejected: (f) =>
      `订单 ${f.orderId} 的付款凭证未能通过核实。请在此上传清晰的全额付款凭证：${f.uploadReceiptUrl}`,
    under_review: (f) =>
      `我们已${f.receiptUploadedAt ? `于 ${f.receiptUploadedAt} ` : ''}收到订单 ${f.orderId} 的付款凭证，工作人员正在核实。`,
    awaiting_payment: (f) => `订单 ${f.orderId} 正在等待付款。付款后请在此上传付款凭证：${f.uploadReceiptUrl}`,
    typicalReview: (minutes) => `过去 7 天里，付款凭证通常在 ${minutes} 分钟内核实完毕。`,
    sentTo: (email) => `相关邮件会发送到 ${email}。`,
    agentWillReply: '如需更多帮助，客服人员仍可在这里为您解答。',
  },
};

/** The answer, in the customer's language: the order's state, what to do if anything, and never a code. */
export function whereIsMyOrderReply(facts: WhereIsMyOrderFacts, language: Language): string {
  const texts = TEXTS[language] ?? TEXTS.en;
  const lines = [texts[facts.stage](facts)];
  if (facts.stage === 'under_review' && facts.typicalReviewMinutes !== null)
    lines.push(texts.typicalReview(facts.typicalReviewMinutes));
  if (facts.maskedEmail && facts.stage !== 'cancelled') lines.push(texts.sentTo(facts.maskedEmail));
  lines.push(texts.agentWillReply);
  return lines.join('\n');
}
