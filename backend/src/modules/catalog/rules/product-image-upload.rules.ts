import {
  imageTooLargeMessage,
  MAX_PRODUCT_IMAGE_BYTES,
  notAnImageMessage,
  PRODUCT_IMAGE_TYPES,
} from '@kedai/contracts';
import type { AcceptRules } from '../../../core/storage/file-storage.service';

/** What a product image may be (PNG, JPEG, WebP or GIF under 5 MB), with messages naming the file. */
export function productImageRules(fileName: string): AcceptRules {
  return {
    types: [...PRODUCT_IMAGE_TYPES],
    maxBytes: MAX_PRODUCT_IMAGE_BYTES,
    wrongTypeMessage: notAnImageMessage(fileName),
    tooLargeMessage: imageTooLargeMessage(fileName),
  };
}
