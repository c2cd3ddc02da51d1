import type { ConversationChannel } from './realtime';

/**
 * The customer directory (/admin/customers, docs/product/admin.md#customers): every buyer, guests and accounts merged
 * by e-mail (case-insensitive). A customer's key is their e-mail in lower case.
 */
export const CUSTOMER_SORTS = ['last_order', 'lifetime_value'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_PAGE_SIZE_MAX = 100;
export const CUSTOMER_SEARCH_MAX = 100;
export const CUSTOMER_NOTE_MAX = 2000;

/** The key of a customer: their e-mail, trimmed and in lower case (how orders of any case are merged). */
export const customerKey = (email: string): string => email.trim().toLowerCase();

export interface CustomerLabelView {
  id: string;
  name: string;
  /** `#RRGGBB`, as the chat label's. */
  colour: string;
}

/** One row of the directory. */
export interface CustomerListItem {
  key: string;
  email: string;
  /** The name on their newest order. */
  name: string;
  /** The WhatsApp number on their newest order (+60…). */
  phone: string | null;
  /** Whether they have an account (an order placed signed in, or an account with this e-mail). */
  hasAccount: boolean;
  orderCount: number;
  /** Paid orders net of refunds, RM as an exact decimal ("123.40"); null when the caller's role may not see it. */
  lifetimeValue: string | null;
  lastOrderAt: string;
  lastOrderId: string;
  /** Their conversations in the live inbox, and on which channels. */
  conversationCount: number;
  channels: ConversationChannel[];
  noteCount: number;
  /** The labels on their conversations. */
  labels: CustomerLabelView[];
}

export interface CustomerListView {
  customers: CustomerListItem[];
  total: number;
  page: number;
  pageSize: number;
  sort: CustomerSort;
  /** Whether this caller may see lifetime value, sort by it and download the CSV (admins). */
  canSeeValue: boolean;
}

export interface CustomerOrderView {
  orderId: string;
  createdAt: string;
  totalAmount: string;
  status: string;
  paymentStatus: string;
  /** RM refunded on this order (pending or done). */
  refunded: string;
}

export interface CustomerConversationView {
  sessionId: string;
  /** Web chat, WhatsApp, or e-mail (a web chat the customer answered by e-mail). */
  channel: ConversationChannel;
  status: string;
  customerName: string;
  contactPhone: string | null;
  lastMessage: string | null;
  lastMessageAt: string | null;
  createdAt: string;
  labels: CustomerLabelView[];
}

export interface CustomerNoteView {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface CustomerDetailView {
  key: string;
  email: string;
  name: string;
  /** Every WhatsApp number they gave at checkout, newest first. */
  phones: string[];
  account: { id: string; name: string; createdAt: string; isActive: boolean } | null;
  orderCount: number;
  lifetimeValue: string | null;
  refundedTotal: string | null;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
  orders: CustomerOrderView[];
  conversations: CustomerConversationView[];
  notes: CustomerNoteView[];
  canSeeValue: boolean;
}
