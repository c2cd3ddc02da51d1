import {
  imageTooLargeMessage,
  MAX_PRODUCT_IMAGE_BYTES,
  notAnImageMessage,
  PRODUCT_IMAGE_TYPES,
  type UploadTestKind,
} from '@kedai/contracts';
import type { AcceptRules } from '../../core/storage/file-storage.service';
import { MAX_RECEIPT_BYTES, RECEIPT_MESSAGES } from '../orders/order.constants';

/** The rules each real upload passes to FileStorageService.save (checkout, the order page, product images). */
export function uploadRulesFor(kind: UploadTestKind, fileName: string): AcceptRules {
  switch (kind) {
    case 'checkout-receipt':
      return {
        types: ['image/jpeg', 'image/png'],
        maxBytes: MAX_RECEIPT_BYTES,
        wrongTypeMessage: RECEIPT_MESSAGES.checkoutType,
        tooLargeMessage: RECEIPT_MESSAGES.tooLarge,
      };
    case 'order-page-receipt':
      return {
        types: ['image/jpeg', 'image/png', 'application/pdf'],
        maxBytes: MAX_RECEIPT_BYTES,
        wrongTypeMessage: RECEIPT_MESSAGES.pageType,
        tooLargeMessage: RECEIPT_MESSAGES.tooLarge,
      };
    case 'product-image':
      return {
        types: [...PRODUCT_IMAGE_TYPES],
        maxBytes: MAX_PRODUCT_IMAGE_BYTES,
        wrongTypeMessage: notAnImageMessage(fileName),
        tooLargeMessage: imageTooLargeMessage(fileName),
      };
  }
}
