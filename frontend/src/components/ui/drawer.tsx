import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  id?: string;
}

/**
 * A side panel on the native modal <dialog>: it sits in the top layer above everything, keeps focus
 * inside, closes on Escape, on a press on the backdrop, and when a link inside it is followed.
 */
export function Drawer({ open, title, onClose, children, id }: DrawerProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <CloseIcon size={22} />
          <span className="sr-only">{t('ui.closeNamed', { name: title.toLowerCase() })}</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
