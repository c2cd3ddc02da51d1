import type { OrderItem } from '../entities/order-item.entity';
import type { Order } from '../entities/order.entity';

/** An order line as other modules read it: its columns, without relations. */
export type OrderLineRecord = Omit<OrderItem, 'order' | 'product'>;

/** An order as other modules read it: its columns and (when loaded) its lines, without relations. */
export type OrderRecord = Omit<Order, 'user' | 'items'> & { items: OrderLineRecord[] };

/** The columns another module may change through an order transition. */
export type OrderPatch = Partial<
  Pick<
    Order,
    | 'status'
    | 'paymentStatus'
    | 'isSuspicious'
    | 'shippedAt'
    | 'activationCode'
    | 'installationStepsSent'
    | 'installationStepsSentAt'
    | 'pendingStep'
    | 'autoDeliveryStatus'
    | 'autoDeliveredAt'
    | 'autoDeliveryEmailSent'
    | 'autoDeliveryEmailId'
    | 'autoDeliveryFailureReason'
    | 'backorderedAt'
    | 'hasReview'
    | 'reviewId'
    | 'receiptStorageKey'
    | 'receiptOriginalName'
    | 'receiptMimeType'
    | 'receiptSize'
    | 'receiptUploadedAt'
    | 'receiptSha256'
    | 'receiptReview'
    | 'receiptRejectionReason'
    | 'receiptReviewedAt'
    | 'receiptReviewedBy'
    | 'receiptAmountRead'
    | 'invoiceNumber'
    | 'invoiceIssuedAt'
    | 'receiptCustomerNote'
    | 'receiptAdminNote'
    | 'internalNote'
  >
>;

/** A new order's columns, as checkout writes them (the id and timestamps come from the database). */
export type NewOrder = Pick<
  Order,
  | 'userId'
  | 'customerName'
  | 'customerEmail'
  | 'whatsapp'
  | 'language'
  | 'totalAmount'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
> &
  Partial<
    Pick<
      Order,
      | 'companyName'
      | 'companyRegistrationNumber'
      | 'taxRatePercent'
      | 'pricesIncludeTax'
      | 'taxAmount'
      | 'discountCode'
      | 'discountAmount'
      | 'whatsappUpdatesAt'
    >
  > &
  OrderPatch;

/** A new order line (its order id comes from the insert). */
export type NewOrderLine = Omit<OrderLineRecord, 'id' | 'orderId'>;

/** How a URL or job names an order: its uuid `_id` or its orderId. */
export type OrderKey = { id: string } | { orderId: string };

/** A receipt's file and the start of its review, as checkout or the order page attach it. */
export type ReceiptAttachment = Pick<
  OrderPatch,
  | 'receiptStorageKey'
  | 'receiptOriginalName'
  | 'receiptMimeType'
  | 'receiptSize'
  | 'receiptUploadedAt'
  | 'receiptSha256'
  | 'receiptReview'
  | 'receiptRejectionReason'
  | 'receiptReviewedAt'
  | 'receiptReviewedBy'
  | 'receiptAmountRead'
  | 'receiptCustomerNote'
>;
