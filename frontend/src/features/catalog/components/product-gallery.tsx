import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { ProductImage as Image } from '../types';
import { Modal } from './modal-sheet';
import { ProductImage } from './product-image';
import styles from './product-detail.module.css';

/** Main picture, thumbnails and a full-screen lightbox (Escape or Close shut it). */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const { t } = useTranslation('catalog');
  const sorted = [...images].sort((a, b) => a.order - b.order);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = sorted[index];
  const step = (delta: number) => setIndex((value) => (value + delta + sorted.length) % sorted.length);

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.mainImage}
        onClick={() => setOpen(true)}
        aria-label={t('gallery.openFullScreen', { title })}
        disabled={!current}
      >
        <ProductImage
          src={current?.url}
          alt={title}
          loading="eager"
          className={styles.mainImg}
          sizes="(min-width: 900px) 600px, 100vw"
        />
      </button>
      {sorted.length > 1 && (
        <ul role="list" className={styles.thumbs}>
          {sorted.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={cn(styles.thumb, i === index && styles.thumbActive)}
                aria-label={t('gallery.showImage', { index: i + 1, total: sorted.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={image.url} alt="" className={styles.thumbImg} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('gallery.dialogTitle', { title })}
        showTitle={false}
        variant="lightbox"
      >
        <button
          type="button"
          className={styles.lightboxClose}
          onClick={() => setOpen(false)}
          aria-label={t('gallery.close')}
        >
          <CloseIcon size={26} />
        </button>
        <ProductImage src={current?.url} alt={title} loading="eager" className={styles.lightboxImg} sizes="100vw" />
        {sorted.length > 1 && (
          <div className={styles.lightboxNav}>
            <button type="button" onClick={() => step(-1)} aria-label={t('gallery.previous')}>
              ‹
            </button>
            <span>
              {index + 1} / {sorted.length}
            </span>
            <button type="button" onClick={() => step(1)} aria-label={t('gallery.next')}>
              ›
            </button>
          </div>
        )}
      </Modal>
    </div>
  );
}
