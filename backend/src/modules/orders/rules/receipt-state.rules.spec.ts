import { customerReceiptReview } from './receipt-state.rules';

const order = (overrides: Record<string, unknown> = {}) => ({
  receiptStorageKey: 'receipts/a.png',
  receiptReview: 'pending' as const,
  receiptRejectionReason: null,
  receiptReviewedAt: null,
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  ...overrides,
});

describe('the receipt as the customer sees it', () => {
  it('shows the customer the reason only while rejected, and whether a new receipt may be uploaded', () => {
    expect(customerReceiptReview(order({ receiptStorageKey: null }))).toBeNull();
    expect(customerReceiptReview(order({ receiptReview: 'rejected', receiptRejectionReason: 'Blurry photo' }))).toEqual(
      { status: 'rejected', rejectionReason: 'Blurry photo', reviewedAt: null, canReplace: true },
    );
    expect(customerReceiptReview(order({ receiptReview: 'verified', paymentStatus: 'paid' }))).toMatchObject({
      status: 'verified',
      rejectionReason: null,
      canReplace: false,
    });
  });
});
