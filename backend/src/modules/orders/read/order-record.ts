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
  >
>;

/** How a URL or job names an order: its uuid `_id` or its orderId. */
export type OrderKey = { id: string } | { orderId: string };
