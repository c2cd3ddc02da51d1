import { ApiError } from '../../../core/http/api-error';
import {
  AMOUNT_READ_MESSAGE,
  amountMismatch,
  amountRead,
  assertCanReject,
  assertCanVerify,
  customerReceiptReview,
  receiptSha256,
  rejectionReason,
  RECEIPT_REVIEW_MESSAGES,
} from './receipt-review.rules';

const order = (overrides: Record<string, unknown> = {}) => ({
  receiptStorageKey: 'receipts/a.png',
  receiptReview: 'pending' as const,
  receiptRejectionReason: null,
  receiptReviewedAt: null,
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  ...overrides,
});

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? `${error.getStatus()} ${error.message}` : String(error);
  }
  return 'passed';
};

describe('receipt review rules', () => {
  it('hashes the bytes, so the same file gives the same hash', () => {
    expect(receiptSha256(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(receiptSha256(Buffer.from('abd'))).not.toBe(receiptSha256(Buffer.from('abc')));
  });

  it('verifies a pending or rejected receipt, not a verified one, a missing one or a cancelled order', () => {
    expect(messageOf(() => assertCanVerify(order()))).toBe('passed');
    expect(messageOf(() => assertCanVerify(order({ receiptReview: 'rejected' })))).toBe('passed');
    expect(messageOf(() => assertCanVerify(order({ receiptReview: 'verified' })))).toBe(
      `409 ${RECEIPT_REVIEW_MESSAGES.alreadyVerified}`,
    );
    expect(messageOf(() => assertCanVerify(order({ receiptStorageKey: null })))).toBe(
      `404 ${RECEIPT_REVIEW_MESSAGES.noReceipt}`,
    );
    expect(messageOf(() => assertCanVerify(order({ status: 'cancelled' })))).toBe(
      `409 ${RECEIPT_REVIEW_MESSAGES.cancelled}`,
    );
  });

  it('rejects only a receipt whose payment is not confirmed and which is not rejected already', () => {
    expect(messageOf(() => assertCanReject(order()))).toBe('passed');
    expect(messageOf(() => assertCanReject(order({ paymentStatus: 'paid' })))).toBe(
      `409 ${RECEIPT_REVIEW_MESSAGES.paid}`,
    );
    expect(messageOf(() => assertCanReject(order({ receiptReview: 'rejected' })))).toBe(
      `409 ${RECEIPT_REVIEW_MESSAGES.alreadyRejected}`,
    );
  });

  it('reads the amount on a receipt as RM with two decimals at most, and compares it in cents', () => {
    expect(amountRead('25.00')).toBe(25);
    expect(amountRead('RM 12.5')).toBe(12.5);
    expect(amountRead(7)).toBe(7);
    expect(amountRead('')).toBeNull();
    expect(amountRead(null)).toBeNull();
    for (const bad of ['-1', '1.005', 'abc', '1e3', '123456789']) {
      expect(messageOf(() => amountRead(bad))).toBe(`400 ${AMOUNT_READ_MESSAGE}`);
    }
    expect(amountMismatch(25, 25)).toBe(false);
    expect(amountMismatch(0.1 + 0.2, 0.3)).toBe(false);
    expect(amountMismatch(5, 25)).toBe(true);
    expect(amountMismatch(null, 25)).toBe(false);
  });

  it('needs a reason of at most 500 characters, trimmed', () => {
    expect(rejectionReason('  Amount is RM5, order is RM12  ')).toBe('Amount is RM5, order is RM12');
    expect(messageOf(() => rejectionReason('   '))).toBe(`400 ${RECEIPT_REVIEW_MESSAGES.reasonRequired}`);
    expect(messageOf(() => rejectionReason(undefined))).toBe(`400 ${RECEIPT_REVIEW_MESSAGES.reasonRequired}`);
    expect(messageOf(() => rejectionReason('x'.repeat(501)))).toBe(`400 ${RECEIPT_REVIEW_MESSAGES.reasonTooLong}`);
  });

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
