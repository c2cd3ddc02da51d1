import type { OrderStatus } from '@kedai/contracts';
export { MAX_RECEIPT_BYTES, ORDER_STATUSES, PAYMENT_STATUSES } from '@kedai/contracts';
export type { OrderStatus, PaymentStatus } from '@kedai/contracts';

export const ORDER_ACTOR_TYPES = ['customer', 'admin', 'system', 'job'] as const;
export type OrderActorType = (typeof ORDER_ACTOR_TYPES)[number];

/** Orders still on their way to the customer (the Active tile of /my-orders). */
export const ACTIVE_STATUSES: OrderStatus[] = ['pending', 'paid', 'processing', 'shipped'];

export const RECEIPT_MESSAGES = {
  missing: 'Please upload your payment receipt first',
  checkoutType: 'Please upload only JPEG or PNG images.',
  pageType: 'Please upload a JPEG, PNG or PDF file.',
  tooLarge: 'File size must be less than 5MB.',
} as const;

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const REVIEW_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_NOT_VISIBLE = "The order you're looking for doesn't exist or you don't have permission to view it.";
export const GUEST_ORDER_NOT_FOUND = 'Order not found or unable to retrieve activation information';
export const NO_ORDERS_FOR_EMAIL = 'No orders found for this email address';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_PROOF_TTL_SECONDS = 30 * 60;

/** The admin orders screen's texts. */
export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  noReceipt: 'This order does not have a payment receipt uploaded.',
} as const;
