import type { AdminOrderView } from '@kedai/contracts';

export interface ContactDraft {
  subject: string;
  text: string;
}

type DraftOrder = Pick<AdminOrderView, 'orderId' | 'status' | 'paymentStatus' | 'paymentReceipt'> & {
  customerInfo: { name: string };
};

const letter = (name: string, body: string) => `Hello ${name},\n\n${body}\n\nThank you!`;

/**
 * What "Contact customer" drafts, by the order's real state: ask for a receipt only when there is none; say
 * the receipt is being checked, the payment is confirmed, or the order is delivered otherwise.
 */
export function contactDraft(order: DraftOrder): ContactDraft {
  const { orderId } = order;
  const name = order.customerInfo.name;
  if (order.status === 'cancelled') {
    return {
      subject: `Your Order ${orderId} was cancelled`,
      text: letter(
        name,
        `Your order ${orderId} was cancelled. If you paid for it, reply to this message and we will sort it out.`,
      ),
    };
  }
  if (order.status === 'shipped' || order.status === 'delivered') {
    return {
      subject: `Your Order ${orderId} has been delivered`,
      text: letter(
        name,
        `Your order ${orderId} has been delivered. If anything does not work, reply with what you see and we will help you.`,
      ),
    };
  }
  if (order.paymentStatus === 'paid') {
    return {
      subject: `Your Order ${orderId} - Payment confirmed`,
      text: letter(
        name,
        `We have confirmed your payment for order ${orderId}. We are preparing your order and will send the details shortly.`,
      ),
    };
  }
  if (order.paymentReceipt) {
    return {
      subject: `Your Order ${orderId} - Checking your payment`,
      text: letter(
        name,
        `We received your payment receipt for order ${orderId} and are checking the payment now. We will let you know as soon as it is confirmed.`,
      ),
    };
  }
  return {
    subject: `Your Order ${orderId} - Payment Receipt Required`,
    text: letter(
      name,
      `Thank you for your order ${orderId}. We could not find a payment receipt for it. Please reply with a screenshot of your payment receipt so we can process your order.`,
    ),
  };
}
