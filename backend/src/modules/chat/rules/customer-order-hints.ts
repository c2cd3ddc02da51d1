/** An order id as the shop makes them: the creation time (10 digits) and 5 letters (typed in any case). */
export const ORDER_ID = /\b(\d{10}[A-Za-z]{5})\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const MAX_EMAILS = 10;
const MAX_ORDER_IDS = 20;

export interface CustomerOrderHints {
  userId: string | null;
  emails: string[];
  orderIds: string[];
}

/**
 * How to find a chat's customer in the orders: the signed-in account, the session's e-mail and order, and
 * the e-mails and order ids the customer wrote in the chat (newest mention first, each once, capped).
 */
export function customerOrderHints(
  session: { customerId: string | null; customerEmail: string | null; orderId: string | null },
  customerTexts: readonly string[],
): CustomerOrderHints {
  const emails = new Set<string>();
  const orderIds = new Set<string>();
  if (session.customerEmail) emails.add(session.customerEmail.trim().toLowerCase());
  if (session.orderId) orderIds.add(session.orderId.trim().toUpperCase());
  for (const text of [...customerTexts].reverse()) {
    for (const [found] of text.matchAll(EMAIL)) emails.add(found.toLowerCase());
    for (const [, found] of text.matchAll(ORDER_ID)) orderIds.add(found.toUpperCase());
  }
  return {
    userId: session.customerId,
    emails: [...emails].slice(0, MAX_EMAILS),
    orderIds: [...orderIds].slice(0, MAX_ORDER_IDS),
  };
}
