import { basename } from 'node:path';
import type {
  AdminOrderDetail,
  AdminOrderView,
  AutoDeliveryOrderView,
  AutoDeliveryState,
  OrderEmailState,
  OrderTimelineEntry,
  RiskLevel,
} from '@kedai/contracts';
import { bucketOf, offeredSteps, RENTAL_CATEGORY } from '@kedai/contracts';
import type { OrderEvent } from '../entities/order-event.entity';
import { OrderDeliveries, toAdminRentalSummary } from './order-deliveries';
import type { OrderRecord } from './order-record';
import { toOrderItemView, toOrderView } from './order.view';
import { cancelsAt, paymentAtRisk } from '../rules/payment-risk';

export const SHIPPING_ADDRESS = 'Digital Product - No Shipping Required';
export const RISK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Risk (docs/product/orders.md#risk): high when recent, paid and without e-mail; medium when recent and paid; low
 * otherwise.
 */
export function riskOf(
  order: Pick<OrderRecord, 'createdAt' | 'paymentStatus' | 'customerEmail'>,
  now = Date.now(),
): RiskLevel {
  const recent = now - order.createdAt.getTime() <= RISK_WINDOW_MS;
  if (!recent || order.paymentStatus !== 'paid') return 'low';
  return order.customerEmail ? 'medium' : 'high';
}

/** The delivery e-mail's real state, read from the outbox rows about the order (queued is not sent). */
export function deliveryEmailStatus(
  order: Pick<OrderRecord, 'autoDeliveryEmailSent' | 'autoDeliveryEmailId'>,
  emails: Pick<OrderEmailState, 'id' | 'status'>[],
): AutoDeliveryState['emailStatus'] {
  if (!order.autoDeliveryEmailSent) return 'none';
  return emails.find((email) => email.id === order.autoDeliveryEmailId)?.status ?? 'unknown';
}

export function autoDeliveryOf(
  order: OrderRecord,
  deliveries: OrderDeliveries,
  emails: OrderEmailState[] = [],
): AutoDeliveryState {
  const emailStatus = deliveryEmailStatus(order, emails);
  return {
    status: order.autoDeliveryStatus,
    deliveredAt: iso(order.autoDeliveredAt),
    emailSent: emailStatus === 'sent',
    emailStatus,
    redeemCodes: deliveries.codes.map((code) => ({
      productCode: code.productCode,
      code: code.code,
      isUsed: true,
      usedAt: iso(code.usedAt),
    })),
    failureReason: order.autoDeliveryFailureReason,
  };
}

/** What the admin screens offer and where the dashboard counts the order: the same rules as the guards. */
export function fulfilmentStateOf(order: OrderRecord): Pick<AdminOrderView, 'offers' | 'bucket' | 'backorderedAt'> {
  return {
    offers: offeredSteps(order),
    bucket: bucketOf({
      ...order,
      backordered: order.backorderedAt !== null,
      // A rejected receipt is no payment to review (the dashboard counts pending receipts only).
      hasReceipt: Boolean(order.receiptStorageKey) && order.receiptReview !== 'rejected',
    }),
    backorderedAt: iso(order.backorderedAt),
  };
}

export function toAdminOrderView(
  order: OrderRecord,
  deliveries: OrderDeliveries,
  now = Date.now(),
  emails: OrderEmailState[] = [],
  cancellationHours?: number,
): AdminOrderView {
  return {
    emails,
    ...toOrderView(order),
    // Staff read the lines in English, whatever language the customer ordered in.
    items: (order.items ?? []).map((item) => toOrderItemView(item, 'english')),
    _id: order.id,
    userId: order.userId,
    userName: order.customerName || 'Unknown User',
    customerInfo: { name: order.customerName || 'Unknown User', email: order.customerEmail, phone: order.whatsapp },
    shippingAddress: SHIPPING_ADDRESS,
    installationStepsSentAt: iso(order.installationStepsSentAt),
    isSuspicious: order.isSuspicious,
    internalNote: order.internalNote ?? null,
    risk: riskOf(order, now),
    pendingStep: order.pendingStep,
    ...fulfilmentStateOf(order),
    ...(cancellationHours !== undefined && {
      paymentAtRisk: paymentAtRisk(order, cancellationHours, now),
      cancelsAt: iso(cancelsAt(order, cancellationHours)),
    }),
    autoDelivery: autoDeliveryOf(order, deliveries, emails),
    rental: toAdminRentalSummary(deliveries.rental, now),
    rentals: deliveries.rentals.flatMap((rental) => toAdminRentalSummary(rental, now) ?? []),
    paymentReceipt: order.receiptStorageKey
      ? {
          fileName: basename(order.receiptStorageKey),
          originalName: order.receiptOriginalName,
          mimeType: order.receiptMimeType,
          fileSize: order.receiptSize,
          uploadedAt: iso(order.receiptUploadedAt),
          customerNote: order.receiptCustomerNote ?? null,
          adminNote: order.receiptAdminNote ?? null,
        }
      : null,
  };
}

export function toTimelineEntry(event: OrderEvent, actorNames: Map<string, string>): OrderTimelineEntry {
  return {
    at: event.at.toISOString(),
    actorType: event.actorType,
    actorId: event.actorId,
    actorName: (event.actorId && actorNames.get(event.actorId)) || null,
    action: event.action,
    details: event.details,
    jobId: event.jobId,
  };
}

export function toAdminOrderDetail(view: AdminOrderView, timeline: OrderTimelineEntry[]): AdminOrderDetail {
  return { ...view, timeline };
}

export function toAutoDeliveryOrderView(
  order: OrderRecord,
  deliveries: OrderDeliveries,
  emails: OrderEmailState[] = [],
  now = Date.now(),
): AutoDeliveryOrderView {
  return {
    emails,
    _id: order.id,
    orderId: order.orderId,
    userName: order.customerName || 'Unknown User',
    createdAt: order.createdAt.toISOString(),
    items: (order.items ?? []).map((item) => ({
      name: item.title,
      quantity: item.quantity,
      productCode: item.productCode,
      delivery: item.category === RENTAL_CATEGORY ? ('rental' as const) : ('code' as const),
    })),
    status: order.status,
    paymentStatus: order.paymentStatus,
    shippedAt: iso(order.shippedAt),
    rentals: deliveries.rentals.flatMap((rental) => toAdminRentalSummary(rental, now) ?? []),
    activationCode: order.activationCode,
    installationStepsSent: order.installationStepsSent,
    installationStepsSentAt: iso(order.installationStepsSentAt),
    pendingStep: order.pendingStep,
    ...fulfilmentStateOf(order),
    autoDelivery: autoDeliveryOf(order, deliveries, emails),
  };
}
