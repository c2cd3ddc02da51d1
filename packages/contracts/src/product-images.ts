/**
 * Responsive product pictures. Every uploaded product image (PNG, JPEG or WebP) is also served as WebP
 * copies of these widths, named `<name>-w<width>.webp` next to it; the storefront lists them in `srcset`.
 * The seed pictures (SVG) scale by themselves and GIFs keep their animation: neither has copies.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** An uploaded image's url or file name: 32 hex digits (its content's hash, or random for older uploads). */
const UPLOADED_IMAGE = /^(.*\/)?([0-9a-f]{32})\.(png|jpg|webp)$/;
/** A WebP copy's file name: the original's 32 hex digits and the width. */
const IMAGE_VARIANT = /^([0-9a-f]{32})-w(\d{3,4})\.webp$/;

/** The file name of an uploaded image's copy of that width, e.g. `3f…e1-w640.webp`. */
export function imageVariantFileName(originalName: string, width: ProductImageWidth): string | null {
  const match = UPLOADED_IMAGE.exec(originalName);
  return match ? `${match[2]}-w${width}.webp` : null;
}

/** The original's 32 hex digits and the width a copy's file name asks for; null if it is not a copy's name. */
export function parseImageVariantFileName(file: string): { stem: string; width: ProductImageWidth } | null {
  const match = IMAGE_VARIANT.exec(file);
  if (!match) return null;
  const width = Number(match[2]);
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)
    ? { stem: match[1], width: width as ProductImageWidth }
    : null;
}

/** `srcset` for a product image url: its WebP copies by width, or undefined when it has none (seed SVGs). */
export function productImageSrcSet(url: string | undefined | null): string | undefined {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const folder = match[1] ?? '';
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${folder}${match[2]}-w${width}.webp ${width}w`).join(', ');
}
