import type { FulfilmentStep } from '@kedai/contracts';
import type { OrderRecord } from '../orders/order-record';
import { FULFILMENT_MESSAGES as M } from './fulfilment.constants';

type GuardedOrder = Pick<
  OrderRecord,
  'status' | 'paymentStatus' | 'installationStepsSent' | 'autoDeliveryStatus' | 'shippedAt'
>;

/** Why a step may not run on this order now (the spec's message), or null when it may. */
export function refusalOf(step: FulfilmentStep, order: GuardedOrder): string | null {
  switch (step) {
    case 'send-guide':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.installationStepsSent) return M.guideAlreadySent;
      if (order.status !== 'paid' && order.status !== 'processing') return M.guideNeedsPaidOrProcessing;
      return null;
    case 'activate':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (!order.installationStepsSent) return M.guideFirst;
      if (order.status === 'shipped' || order.status === 'delivered') return M.codesAlreadySent;
      if (order.status === 'cancelled') return M.cancelled;
      return null;
    case 'trigger-delivery':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.status === 'cancelled') return M.cancelled;
      if (order.status === 'delivered' || order.autoDeliveryStatus === 'delivered') return M.codesAlreadySent;
      return null;
    case 'auto-ship':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.status === 'cancelled') return M.cancelled;
      if (order.status === 'shipped' || order.status === 'delivered') return M.alreadyShipped;
      return null;
    case 'send-installation':
      if (order.status !== 'shipped') return M.installationNeedsShipped;
      if (order.installationStepsSent) return M.guideAlreadySent;
      return null;
  }
}

/**
 * Whether the step's effect is already there, so a retried or duplicate job that finds its guard
 * closed reports success instead of a refusal (and does nothing).
 */
export function alreadyDone(step: FulfilmentStep, order: GuardedOrder): boolean {
  switch (step) {
    case 'send-guide':
    case 'send-installation':
      return order.installationStepsSent;
    case 'activate':
      return order.status === 'shipped' || order.status === 'delivered';
    case 'trigger-delivery':
      return order.autoDeliveryStatus === 'delivered';
    case 'auto-ship':
      return order.status === 'shipped' || order.status === 'delivered';
  }
}
