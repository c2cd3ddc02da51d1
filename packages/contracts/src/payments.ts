import type { SettingsCurrency } from './settings';
/** The payments desk: receipt review, the e-mail outbox (docs/product/admin.md#receipt-review). */

export const RECEIPT_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ReceiptReviewStatus = (typeof RECEIPT_REVIEW_STATUSES)[number];

export const RECEIPT_REJECTION_REASON_MAX = 500;

/** One uploaded receipt in the review queue (GET /api/admin/receipts). */
export interface ReceiptReviewView {
  /** The order's uuid (also the Payment ID of the payments CSV). */
  _id: string;
  orderId: string;
  customerName: string;
  customerEmail: string | null;
  products: string[];
  /** What the customer should have paid: the order total. */
  amountExpected: number;
  /** The amount the reviewer read on the receipt (PUT …/amount); null until recorded. */
  amountRead: number | null;
  /** The amount read differs from the amount expected. */
  amountMismatch: boolean;
  /** Uploaded after the order's cancellation window (automaticOrderCancellation hours after the order). */
  uploadedLate: boolean;
  paymentMethod: string;
  orderStatus: string;
  paymentStatus: string;
  mimeType: string | null;
  originalName: string | null;
  uploadedAt: string | null;
  review: ReceiptReviewStatus;
  rejectionReason: string | null;
  /** The customer's optional note sent with the receipt. */
  customerNote: string | null;
  /** The reviewer's note on the receipt (staff only; PUT …/note). */
  adminNote: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** Other orders whose receipt is the same file (same SHA-256): a receipt used twice. */
  duplicateOf: string[];
  /** Rejected and not replaced, in the last part of the order's auto-cancel window: chase the customer. */
  atRisk: boolean;
  /** When the unpaid order is cancelled automatically; null once paid or closed. */
  cancelsAt: string | null;
}

export interface ReceiptReviewStats {
  total: number;
  verified: number;
  pending: number;
  rejected: number;
}

export interface ReceiptReviewList {
  receipts: ReceiptReviewView[];
  total: number;
  stats: ReceiptReviewStats;
}

/** PUT /api/admin/receipts/{orderId}/amount: the amount read on the receipt; null or '' clears it. */
export interface RecordReceiptAmountRequest {
  amount: number | string | null;
}

/** PUT /api/admin/receipts/{orderId}/note: the reviewer's note on the receipt; empty clears it. */
export interface ReceiptAdminNoteRequest {
  note: string;
}

/** POST /api/admin/receipts/{orderId}/reject */
export interface RejectReceiptRequest {
  reason: string;
}

/** The customer's view of the receipt review (GET /api/orders/redeem/{orderId}, /api/me/orders/{orderId}). */
export interface CustomerReceiptReview {
  status: ReceiptReviewStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  /** Whether a new receipt may still be uploaded (not paid, not cancelled). */
  canReplace: boolean;
}

export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

/** One e-mail of the outbox (GET /api/admin/outbox). `kept`: no SMTP server is configured, so it was not sent. */
export interface OutboundEmailView {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: OutboundEmailStatus;
  attempts: number;
  lastError: string | null;
  relatedType: string | null;
  relatedId: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Reply-To and threading headers of a conversation's e-mail (inbound e-mail, docs/channels.md). */
  headers?: {
    replyTo?: string;
    inReplyTo?: string;
    references?: string[];
    /** An automatic answer (an auto-reply or "where is my order?"): sent as `Auto-Submitted: auto-replied`. */
    autoSubmitted?: 'auto-replied';
  } | null;
}

/** What the screens say about an order's e-mails: the newest of each subject, with its real status. */
export interface OrderEmailState {
  /** The outbox row's id. */
  id: string;
  subject: string;
  status: OutboundEmailStatus;
  lastError: string | null;
  at: string;
}

/** "sent", "queued", "not sent: no SMTP server is configured", "failed: <error>". */
export function emailStatusText(email: { status: OutboundEmailStatus; lastError: string | null }): string {
  switch (email.status) {
    case 'sent':
      return 'sent';
    case 'queued':
      return email.lastError ? `queued (retrying: ${email.lastError})` : 'queued';
    case 'kept':
      return 'not sent: no SMTP server is configured (kept in the outbox)';
    case 'failed':
      return `failed: ${email.lastError ?? 'unknown error'}`;
  }
}

/** One line of a customer's receipt: RM amounts as numbers (two decimals when shown). */
export interface OrderReceiptLine {
  title: string;
  optionLabel: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * GET /api/orders/{orderId}/receipt (the order's owner, or `?token=` the order's access token): the printable
 * receipt at /order/{orderId}/receipt; the same facts as the PDF of GET /api/orders/{orderId}/receipt.pdf.
 */
/** The seller as a receipt or invoice prints it (Settings → shop identity). */
export interface ReceiptSeller {
  name: string;
  /** The business registration (SSM) number; '' when none is set. */
  registrationNumber: string;
  address: string;
  email: string;
  /** Digits with the country code, for wa.me. */
  whatsappNumber: string;
}

/** The SST of an invoice, as it stood when the order was placed. */
export interface ReceiptTax {
  ratePercent: number;
  pricesIncludeTax: boolean;
  /** The total before tax. */
  subtotal: number;
  tax: number;
}

export interface OrderReceiptDocument {
  shopName: string;
  seller: ReceiptSeller;
  /** 'invoice' once an order placed with SST on is paid (it then has its invoice number); else 'receipt'. */
  kind: 'receipt' | 'invoice';
  /** "INV-000042" for an invoice; null for a receipt. */
  invoiceNumber: string | null;
  /** When the invoice was issued (the payment), ISO; null for a receipt. */
  invoiceIssuedAt: string | null;
  invoiceIssuedAtText: string | null;
  /** The currency the amounts are in (Settings → Currency). */
  currency: SettingsCurrency;
  /** The buying company the customer entered at checkout (null: none). */
  company: { name: string; registrationNumber: string | null } | null;
  /** The SST line (null: the order was placed with SST off). */
  tax: ReceiptTax | null;
  /** The discount code and what it took off the goods, before SST (null: none). */
  discount: { code: string; amount: number } | null;
  orderId: string;
  createdAt: string;
  /** The order time in Malaysia time, as printed: "24 Nov 2026, 4:01 pm". */
  createdAtText: string;
  customerName: string;
  lines: OrderReceiptLine[];
  totalAmount: number;
  /** The payment method's name ("Alipay"), never its key. */
  paymentMethod: string;
  /** The payment status in words ("Paid", "Payment being checked", "Receipt not accepted", …). */
  paymentStatus: string;
  /** Whether the customer may still upload (or replace) the payment receipt: unpaid and not cancelled. */
  canReplaceReceipt: boolean;
  /** The order's access token: the PDF link and the page's address carry it, so a guest can reopen both. */
  accessToken: string;
}
