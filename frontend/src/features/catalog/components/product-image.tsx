import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageSrcSet } from '@kedai/contracts';
import { cn } from '@/lib/cn';
import styles from './catalog.module.css';

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The picture's size in CSS pixels, so its box is reserved before it loads (no layout shift). */
  width?: number;
  height?: number;
  /** How wide the picture is shown (the img `sizes`), so the browser picks the right WebP copy. */
  sizes: string;
}

/** A card in the catalogue grid: two columns on a phone, at most about 300 px wide on a larger screen. */
export const CARD_IMAGE_SIZES = '(max-width: 767.98px) 50vw, 300px';

/** The catalogue's pictures are square (600 x 600). */
const PRODUCT_IMAGE_SIZE = 600;

/**
 * A product picture with the storefront's fallback: an uploaded image is offered as
 * its WebP copies (srcset) first, then as the original; if that fails to load, spaces in the url are
 * replaced by hyphens once; if that fails too, a No Image placeholder is shown.
 */
export function ProductImage(props: ProductImageProps) {
  // A new src starts over.
  return <FallbackImage key={props.src ?? ''} {...props} />;
}

function FallbackImage({
  src,
  alt,
  className,
  loading = 'lazy',
  width = PRODUCT_IMAGE_SIZE,
  height = PRODUCT_IMAGE_SIZE,
  sizes,
}: ProductImageProps) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState({
    current: src,
    srcSet: productImageSrcSet(src),
    retried: false,
    failed: !src,
  });

  const onError = () => {
    const current = state.current ?? '';
    if (state.srcSet) {
      // An uploaded image without its WebP copies: the original itself.
      setState({ ...state, srcSet: undefined });
    } else if (!state.retried && current.includes(' ')) {
      setState({ ...state, current: current.replace(/ /g, '-'), retried: true });
    } else {
      setState({ ...state, failed: true });
    }
  };

  if (state.failed) {
    return (
      <div className={cn(styles.noImage, className)} role="img" aria-label={alt}>
        {t('image.none')}
      </div>
    );
  }
  return (
    <img
      src={state.current}
      srcSet={state.srcSet}
      sizes={state.srcSet ? sizes : undefined}
      alt={alt}
      className={className}
      loading={loading}
      width={width}
      height={height}
      decoding="async"
      onError={onError}
    />
  );
}
