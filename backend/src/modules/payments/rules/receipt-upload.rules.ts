import type { AcceptRules } from '../../../core/storage/file-storage.service';
import { MAX_RECEIPT_BYTES, RECEIPT_MESSAGES } from '../../orders/order.constants';

/** What a payment receipt may be at checkout (storefront spec: JPEG or PNG under 5 MB). */
export const CHECKOUT_RECEIPT_RULES: AcceptRules = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: MAX_RECEIPT_BYTES,
  wrongTypeMessage: RECEIPT_MESSAGES.checkoutType,
  tooLargeMessage: RECEIPT_MESSAGES.tooLarge,
};

/** What a payment receipt may be on the order's receipt page (PDF too). */
export const ORDER_PAGE_RECEIPT_RULES: AcceptRules = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: MAX_RECEIPT_BYTES,
  wrongTypeMessage: RECEIPT_MESSAGES.pageType,
  tooLargeMessage: RECEIPT_MESSAGES.tooLarge,
};
