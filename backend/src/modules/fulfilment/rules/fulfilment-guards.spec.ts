import {
  FULFILMENT_MESSAGES,
  FULFILMENT_STEP_ORDER,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AutoDeliveryStatus,
  type FulfilmentStep,
} from '@kedai/contracts';
import { alreadyDone, offeredSteps, refusalOf } from './fulfilment-guards';

type Facts = Parameters<typeof refusalOf>[1];

const AUTO_DELIVERY: AutoDeliveryStatus[] = ['pending', 'processing', 'delivered', 'failed'];

/** Every combination of the facts the guards read: 6 statuses x 3 payments x 2 x 4 = 144 orders. */
const everyOrder: Facts[] = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.flatMap((paymentStatus) =>
    [false, true].flatMap((installationStepsSent) =>
      AUTO_DELIVERY.map((autoDeliveryStatus) => ({ status, paymentStatus, installationStepsSent, autoDeliveryStatus })),
    ),
  ),
);

const messages = new Set<string>(Object.values(FULFILMENT_MESSAGES));

/**
 * The guards the fulfilment job re-checks under the order's row lock (the job asks `refusalOf`, and a retried
 * job whose effect is there asks `alreadyDone`), over every order state rather than a few examples.
 */
describe('fulfilment guards', () => {
  it('covers all 144 combinations of the facts they read', () => {
    expect(everyOrder).toHaveLength(144);
  });

  it('refuse with one of the known messages, or allow with null', () => {
    for (const order of everyOrder) {
      for (const step of FULFILMENT_STEP_ORDER) {
        const refusal = refusalOf(step, order);
        if (refusal !== null) expect(messages).toContain(refusal);
      }
    }
  });

  it('never let a step run again once its effect is there (a duplicate job does nothing)', () => {
    for (const order of everyOrder) {
      for (const step of FULFILMENT_STEP_ORDER) {
        if (alreadyDone(step, order))
          expect({ step, order, refusal: refusalOf(step, order) }).not.toMatchObject({ refusal: null });
      }
    }
  });

  it('offer exactly the steps whose guard is open, in the buttons’ order', () => {
    for (const order of everyOrder) {
      const offered = offeredSteps(order);
      expect(offered).toEqual(FULFILMENT_STEP_ORDER.filter((step) => refusalOf(step, order) === null));
    }
  });

  it('offer nothing on a cancelled order, and only Send Installation on an unpaid one', () => {
    for (const order of everyOrder) {
      if (order.status === 'cancelled') expect(offeredSteps(order)).toEqual([]);
      if (order.paymentStatus !== 'paid') {
        expect(offeredSteps(order).filter((step) => step !== 'send-installation')).toEqual([]);
        for (const step of ['send-guide', 'activate', 'trigger-delivery', 'auto-ship'] as FulfilmentStep[]) {
          expect(refusalOf(step, order)).toBe(FULFILMENT_MESSAGES.notPaid);
        }
      }
    }
  });

  it('walk a paid order through GUIDE, ACTIVATE and delivery, each step closing behind it', () => {
    let order: Facts = {
      status: 'paid',
      paymentStatus: 'paid',
      installationStepsSent: false,
      autoDeliveryStatus: 'pending',
    };
    expect(offeredSteps(order)).toEqual(['send-guide', 'trigger-delivery', 'auto-ship']);
    expect(refusalOf('activate', order)).toBe(FULFILMENT_MESSAGES.guideFirst);

    order = { ...order, installationStepsSent: true };
    expect(alreadyDone('send-guide', order)).toBe(true);
    expect(refusalOf('send-guide', order)).toBe(FULFILMENT_MESSAGES.guideAlreadySent);
    expect(offeredSteps(order)).toEqual(['activate', 'trigger-delivery', 'auto-ship']);

    order = { ...order, status: 'shipped', autoDeliveryStatus: 'delivered' };
    expect(alreadyDone('activate', order)).toBe(true);
    expect(refusalOf('activate', order)).toBe(FULFILMENT_MESSAGES.codesAlreadySent);
    expect(refusalOf('auto-ship', order)).toBe(FULFILMENT_MESSAGES.alreadyShipped);
    expect(refusalOf('trigger-delivery', order)).toBe(FULFILMENT_MESSAGES.codesAlreadySent);
    expect(offeredSteps(order)).toEqual([]);
  });

  it('send the installation steps once, and only for a shipped order', () => {
    const shipped: Facts = {
      status: 'shipped',
      paymentStatus: 'paid',
      installationStepsSent: false,
      autoDeliveryStatus: 'delivered',
    };
    expect(refusalOf('send-installation', shipped)).toBeNull();
    expect(refusalOf('send-installation', { ...shipped, status: 'paid' })).toBe(
      FULFILMENT_MESSAGES.installationNeedsShipped,
    );
    expect(refusalOf('send-installation', { ...shipped, installationStepsSent: true })).toBe(
      FULFILMENT_MESSAGES.guideAlreadySent,
    );
  });

  it('let a failed automatic delivery be triggered again, but not a delivered one', () => {
    const paid: Facts = {
      status: 'processing',
      paymentStatus: 'paid',
      installationStepsSent: true,
      autoDeliveryStatus: 'failed',
    };
    expect(refusalOf('trigger-delivery', paid)).toBeNull();
    expect(alreadyDone('trigger-delivery', paid)).toBe(false);
    expect(refusalOf('trigger-delivery', { ...paid, autoDeliveryStatus: 'delivered' })).toBe(
      FULFILMENT_MESSAGES.codesAlreadySent,
    );
  });
});
