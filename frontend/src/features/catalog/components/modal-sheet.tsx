import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import styles from './product-detail.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as a heading when `showTitle`. */
  title: string;
  subtitle?: string;
  showTitle?: boolean;
  variant: 'lightbox' | 'sheet';
  children: ReactNode;
}

/** The native modal <dialog> (top layer, focus kept inside, Escape closes) as a lightbox or a bottom sheet. */
export function Modal({ open, onClose, title, subtitle, showTitle = true, variant, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cn(styles.modal, variant === 'lightbox' ? styles.lightbox : styles.sheet)}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={showTitle ? styles.modalHeader : 'sr-only'}>
        <h2 id={titleId} className={styles.modalTitle}>
          {title}
        </h2>
        {subtitle && <p className={styles.modalSubtitle}>{subtitle}</p>}
      </div>
      {open && children}
    </dialog>
  );
}
