import {
  activateBlockedReason,
  bucketOf,
  CODES_ALREADY_SENT,
  GUIDE_ALREADY_SENT,
  GUIDE_FIRST,
  guideBlockedReason,
  offeredSteps,
  ORDER_NOT_PAID,
  refusalOf,
  type FulfilmentFacts,
} from './fulfilment-rules';

const paid: FulfilmentFacts = {
  status: 'paid',
  paymentStatus: 'paid',
  installationStepsSent: false,
  autoDeliveryStatus: 'pending',
};

describe('fulfilment rules (docs/fulfilment.md state table)', () => {
  it('offers GUIDE, Trigger Delivery and Ship Now on a new paid order, ACTIVATE only after GUIDE', () => {
    expect(offeredSteps(paid)).toEqual(['send-guide', 'trigger-delivery', 'auto-ship']);
    expect(offeredSteps({ ...paid, status: 'processing', installationStepsSent: true })).toEqual([
      'activate',
      'trigger-delivery',
      'auto-ship',
    ]);
    expect(refusalOf('activate', paid)).toBe('Installation steps must be sent first! Please click GUIDE button first');
  });

  it('after a delivery (shipped, codes delivered) offers only Send Installation while the steps are unsent', () => {
    const delivered: FulfilmentFacts = { ...paid, status: 'shipped', autoDeliveryStatus: 'delivered' };
    expect(offeredSteps(delivered)).toEqual(['send-installation']);
    expect(offeredSteps({ ...delivered, installationStepsSent: true })).toEqual([]);
  });

  it('offers nothing on an unpaid or cancelled order', () => {
    expect(offeredSteps({ ...paid, status: 'pending', paymentStatus: 'pending' })).toEqual([]);
    expect(offeredSteps({ ...paid, status: 'cancelled' })).toEqual([]);
  });

  it('puts each order in one dashboard bucket', () => {
    const facts = { status: 'paid', paymentStatus: 'paid', backordered: false, hasReceipt: true } as const;
    expect(bucketOf(facts)).toBe('to-deliver');
    expect(bucketOf({ ...facts, status: 'processing' })).toBe('to-deliver');
    expect(bucketOf({ ...facts, backordered: true })).toBe('backorder');
    expect(bucketOf({ ...facts, status: 'shipped' })).toBe('fulfilled');
    expect(bucketOf({ ...facts, status: 'shipped', backordered: true })).toBe('backorder');
    expect(bucketOf({ ...facts, status: 'pending', paymentStatus: 'pending' })).toBe('payment-review');
    expect(bucketOf({ ...facts, status: 'pending', paymentStatus: 'pending', hasReceipt: false })).toBe('unpaid');
    expect(bucketOf({ ...facts, status: 'cancelled', backordered: true })).toBe('cancelled');
  });
});

describe('GUIDE / ACTIVATE refusal reasons', () => {
  const paid = { paymentStatus: 'paid', status: 'paid', installationStepsSent: false } as const;

  it('GUIDE: paid first, once, only for a paid or processing order', () => {
    expect(guideBlockedReason(paid)).toBeNull();
    expect(guideBlockedReason({ ...paid, paymentStatus: 'pending' })).toBe(ORDER_NOT_PAID);
    expect(guideBlockedReason({ ...paid, installationStepsSent: true })).toBe(GUIDE_ALREADY_SENT);
    expect(guideBlockedReason({ ...paid, status: 'cancelled' })).toBe('Not available for a cancelled order');
  });

  it('ACTIVATE: paid, after GUIDE, not twice, not for a cancelled order', () => {
    expect(activateBlockedReason(paid)).toBe(GUIDE_FIRST);
    expect(activateBlockedReason({ ...paid, installationStepsSent: true, status: 'processing' })).toBeNull();
    expect(activateBlockedReason({ ...paid, paymentStatus: 'failed' })).toBe(ORDER_NOT_PAID);
    expect(activateBlockedReason({ ...paid, status: 'shipped', installationStepsSent: true })).toBe(CODES_ALREADY_SENT);
    expect(activateBlockedReason({ ...paid, status: 'cancelled', installationStepsSent: true })).toBe(
      'Not available for a cancelled order',
    );
  });
});
