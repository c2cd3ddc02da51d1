import { describe, expect, it } from 'vitest';
import { contactDraft } from './contact-draft';

const order = (overrides: Partial<Parameters<typeof contactDraft>[0]> = {}) => ({
  orderId: '2611240101ABCDE',
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  paymentReceipt: null,
  customerInfo: { name: 'Aisyah' },
  ...overrides,
});

describe('what Contact customer drafts', () => {
  it('asks for a receipt only when there is none', () => {
    expect(contactDraft(order()).subject).toBe('Your Order 2611240101ABCDE - Payment Receipt Required');
  });

  it('says the payment is being checked when a receipt was uploaded', () => {
    const draft = contactDraft(order({ paymentReceipt: { filename: 'r.png' } as never }));
    expect(draft.subject).toBe('Your Order 2611240101ABCDE - Checking your payment');
    expect(draft.text).not.toContain('could not find a payment receipt');
  });

  it('confirms a paid order, and speaks of delivery once shipped', () => {
    expect(contactDraft(order({ paymentStatus: 'paid', status: 'paid' })).subject).toContain('Payment confirmed');
    expect(contactDraft(order({ paymentStatus: 'paid', status: 'shipped' })).subject).toContain('has been delivered');
  });
});
