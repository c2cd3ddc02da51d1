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
import { bucketOf, offeredSteps } from '@kedai/contracts';
import type { OrderEvent } from '../entities/order-event.entity';
import { OrderDeliveries, toAdminRentalSummary } from './order-deliveries';
import type { OrderRecord } from './order-record';
import { toOrderView } from './order.view';
import { cancelsAt, paymentAtRisk } from '../../payments/rules/payment-risk';

export const SHIPPING_ADDRESS = 'Digital Product - No Shipping Required';
export const RISK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** admin §2 risk: high when recent, paid and without e-mail; medium when recent and paid; low otherwise. */
export function riskOf(
  order: Pick<OrderRecord, 'createdAt' | 'paymentStatus' | 'customerEmail'>,
  now = Date.now(),
): RiskLevel {
  const recent = now - order.createdAt.getTime() <= RISK_WINDOW_MS;
  if (!recent || order.paymentStatus !== 'paid') return 'low';
  return order.customerEmail ? 'medium' : 'high';
}

export function autoDeliveryOf(order: OrderRecord, deliveries: OrderDeliveries): AutoDeliveryState {
  return {
    status: order.autoDeliveryStatus,
    deliveredAt: iso(order.autoDeliveredAt),
    emailSent: order.autoDeliveryEmailSent,
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
    _id: order.id,
    userId: order.userId,
    userName: order.customerName || 'Unknown User',
    customerInfo: { name: order.customerName || 'Unknown User', email: order.customerEmail, phone: order.whatsapp },
    shippingAddress: SHIPPING_ADDRESS,
    installationStepsSentAt: iso(order.installationStepsSentAt),
    isSuspicious: order.isSuspicious,
    risk: riskOf(order, now),
    pendingStep: order.pendingStep,
    ...fulfilmentStateOf(order),
    ...(cancellationHours !== undefined && {
      paymentAtRisk: paymentAtRisk(order, cancellationHours, now),
      cancelsAt: iso(cancelsAt(order, cancellationHours)),
    }),
    autoDelivery: autoDeliveryOf(order, deliveries),
    rental: toAdminRentalSummary(deliveries.rental, now),
    rentals: deliveries.rentals.flatMap((rental) => toAdminRentalSummary(rental, now) ?? []),
    paymentReceipt: order.receiptStorageKey
      ? {
          fileName: basename(order.receiptStorageKey),
          originalName: order.receiptOriginalName,
          mimeType: order.receiptMimeType,
          fileSize: order.receiptSize,
          uploadedAt: iso(order.receiptUploadedAt),
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
    })),
    status: order.status,
    paymentStatus: order.paymentStatus,
    shippedAt: iso(order.shippedAt),
    activationCode: order.activationCode,
    installationStepsSent: order.installationStepsSent,
    installationStepsSentAt: iso(order.installationStepsSentAt),
    pendingStep: order.pendingStep,
    ...fulfilmentStateOf(order),
    autoDelivery: autoDeliveryOf(order, deliveries),
  };
}
