import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '@kedai/contracts';

/** A 5 MB upload can still claim a huge canvas: anything over 40 megapixels is refused, not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;

/** The image's bytes could not be decoded as the picture they claim to be. */
export class UndecodableImageError extends Error {}

/** The WebP copy of an image at that width (never wider than the original); EXIF rotation applied. */
export async function renderImageVariant(original: Buffer, width: ProductImageWidth): Promise<Buffer> {
  try {
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new UndecodableImageError(String(error));
  }
}

/** Every width's copy, one after the other (the CPU is shared with the API). */
export async function renderImageVariants(original: Buffer): Promise<Map<ProductImageWidth, Buffer>> {
  const variants = new Map<ProductImageWidth, Buffer>();
  for (const width of PRODUCT_IMAGE_WIDTHS) variants.set(width, await renderImageVariant(original, width));
  return variants;
}
