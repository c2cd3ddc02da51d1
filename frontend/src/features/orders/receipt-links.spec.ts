import { describe, expect, it } from 'vitest';
import { canUploadReceipt } from './receipt-links';

const review = (canReplace: boolean) =>
  ({ status: 'rejected', rejectionReason: 'Blurry', reviewedAt: null, canReplace }) as const;

describe('canUploadReceipt', () => {
  it('follows the server for an order with a receipt', () => {
    expect(canUploadReceipt({ status: 'pending', paymentStatus: 'pending', receiptReview: review(true) })).toBe(true);
    expect(canUploadReceipt({ status: 'pending', paymentStatus: 'pending', receiptReview: review(false) })).toBe(false);
  });

  it('offers the upload for an open unpaid order without a receipt only', () => {
    expect(canUploadReceipt({ status: 'pending', paymentStatus: 'pending', receiptReview: null })).toBe(true);
    expect(canUploadReceipt({ status: 'cancelled', paymentStatus: 'pending', receiptReview: null })).toBe(false);
    expect(canUploadReceipt({ status: 'paid', paymentStatus: 'paid' })).toBe(false);
  });
});
