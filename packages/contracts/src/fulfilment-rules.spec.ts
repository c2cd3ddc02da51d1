import {
  activateBlockedReason,
  CODES_ALREADY_SENT,
  GUIDE_ALREADY_SENT,
  GUIDE_FIRST,
  guideBlockedReason,
  ORDER_NOT_PAID,
} from './fulfilment-rules';

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
