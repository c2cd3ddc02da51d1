import type {
  CustomerRentalView,
  GuestOrderView,
  OrderItemView,
  OrderReviewView,
  OrderView,
  RedeemCode,
} from '@kedai/contracts';
import type { ReviewRecord } from '../../catalog';
import type { OrderLineRecord, OrderRecord } from './order-record';
import { REVIEW_EDIT_WINDOW_MS } from '../order.constants';
import { customerReceiptReview } from '../rules/receipt-state.rules';
import { shopperLineTexts } from '../rules/shopper-line-texts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `texts`: the customer's (default) or the English ones (admin views). */
export function toOrderItemView(item: OrderLineRecord, texts: 'shopper' | 'english' = 'shopper'): OrderItemView {
  const shown = texts === 'shopper' ? shopperLineTexts(item) : item;
  return {
    productId: item.productId,
    productCode: item.productCode,
    title: shown.title,
    category: item.category,
    optionName: item.optionName,
    optionValue: item.optionValue,
    optionLabel: shown.optionLabel,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    discountAmount: item.discountAmount ?? 0,
  };
}

/** The order's discount as its views show it (null: none). */
export const discountOf = (order: Pick<OrderRecord, 'discountCode' | 'discountAmount'>) =>
  order.discountCode ? { code: order.discountCode, amount: order.discountAmount } : null;

export function toOrderReviewView(review: ReviewRecord, now = Date.now()): OrderReviewView {
  const deadline = review.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS;
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    modifiedAt: review.modifiedAt.toISOString(),
    canEdit: now < deadline,
    editDeadline: new Date(deadline).toISOString(),
  };
}

/** A paid backorder: the customer is told the codes come with the next restock (not an error). */
export const waitingForStock = (order: Pick<OrderRecord, 'backorderedAt' | 'status'>) =>
  order.backorderedAt !== null && order.status !== 'cancelled';

/** `rental` is added only when given (the buyer's own views); other views leave it out. */
export function toOrderView(
  order: OrderRecord,
  review: ReviewRecord | null = null,
  rental?: CustomerRentalView | null,
): OrderView {
  return {
    ...(rental !== undefined && { rental }),
    orderId: order.orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    discount: discountOf(order),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    whatsapp: order.whatsapp,
    items: (order.items ?? []).map((item) => toOrderItemView(item)),
    receipt: order.receiptStorageKey
      ? {
          originalName: order.receiptOriginalName,
          mimeType: order.receiptMimeType,
          size: order.receiptSize,
          uploadedAt: iso(order.receiptUploadedAt),
        }
      : null,
    activationCode: order.activationCode,
    shippedAt: iso(order.shippedAt),
    installationStepsSent: order.installationStepsSent,
    hasReview: order.hasReview,
    reviewId: order.reviewId,
    review: review ? toOrderReviewView(review) : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    receiptReview: customerReceiptReview(order),
    waitingForStock: waitingForStock(order),
  };
}

/** How to use a code, by product code (DZ: iOS code redeem; VS: membership code; others: generic). */
export function redeemInstructions(productCode: string): string {
  const rule = 'The code is single use and must be activated within 24 hours.';
  switch (productCode) {
    case 'DZ':
      return `On your iPhone open the App Store, tap your profile picture, choose Redeem Gift Card or Code, enter the code and confirm. ${rule}`;
    case 'VS':
      return `Open the app, sign in, go to Profile > Settings > Membership > Redeem code, paste the code and confirm. ${rule}`;
    default:
      return `Open the app, find its redeem or activation screen, enter the code and confirm. ${rule}`;
  }
}

/** Every code assigned to the order (one per unit of each line); without pool rows, the order's own activationCode. */
export function redeemCodesOf(order: OrderRecord, codes: { code: string; productCode: string }[] = []): RedeemCode[] {
  if (codes.length > 0) {
    return codes.map(({ code, productCode }) => ({ code, productCode, instructions: redeemInstructions(productCode) }));
  }
  if (!order.activationCode) return [];
  const productCode = order.items?.[0]?.productCode ?? '';
  return [{ code: order.activationCode, productCode, instructions: redeemInstructions(productCode) }];
}

export function toGuestOrderView(
  order: OrderRecord,
  codes: { code: string; productCode: string }[] = [],
  rental: CustomerRentalView | null = null,
): Omit<GuestOrderView, 'watchToken'> {
  return {
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    userName: order.customerName,
    status: order.status,
    items: (order.items ?? []).map((item) => ({
      name: shopperLineTexts(item).title,
      productCode: item.productCode,
      quantity: item.quantity,
    })),
    autoDelivery: { redeemCodes: redeemCodesOf(order, codes) },
    waitingForStock: waitingForStock(order),
    rental,
    receiptReview: customerReceiptReview(order),
  };
}
