import type { UploadTestKind } from '@kedai/contracts';
import type { AcceptRules } from '../../../core/storage/file-storage.service';
import { productImageRules } from '../../catalog/rules/product-image-upload.rules';
import { CHECKOUT_RECEIPT_RULES, ORDER_PAGE_RECEIPT_RULES } from '../../payments/rules/receipt-upload.rules';

/** The rules each real upload passes to FileStorageService.save (checkout, the order page, product images). */
export function uploadRulesFor(kind: UploadTestKind, fileName: string): AcceptRules {
  switch (kind) {
    case 'checkout-receipt':
      return CHECKOUT_RECEIPT_RULES;
    case 'order-page-receipt':
      return ORDER_PAGE_RECEIPT_RULES;
    case 'product-image':
      return productImageRules(fileName);
  }
}
