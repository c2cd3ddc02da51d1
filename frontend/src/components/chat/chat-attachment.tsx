import type { ChatAttachmentView } from '@kedai/contracts';
import { useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';
import { Modal } from '../ui/modal';
import styles from './chat-attachment.module.css';

export interface ChatAttachmentProps {
  attachment: ChatAttachmentView;
  /** "Open picture {name}" / "Open PDF {name}" in the screen's language. */
  openImageLabel: string;
  openPdfLabel: string;
}

/**
 * A chat message's file: a picture's preview that opens the full picture in a lightbox, or a PDF's link (opened
 * in a new tab, served sandboxed). The links are signed and short-lived; they come with the message.
 */
export function ChatAttachment({ attachment, openImageLabel, openPdfLabel }: ChatAttachmentProps) {
  const [open, setOpen] = useState(false);
  if (attachment.kind === 'pdf') {
    return (
      <a
        className={styles.pdf}
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={openPdfLabel}
        data-testid="chat-attachment-pdf"
      >
        <span className={styles.pdfIcon} aria-hidden="true">
          PDF
        </span>
        <span className={styles.pdfName}>{attachment.name}</span>
        <span className={styles.pdfSize}>{formatBytes(attachment.size)}</span>
      </a>
    );
  }
  const ratio = attachment.width && attachment.height ? `${attachment.width} / ${attachment.height}` : undefined;
  return (
    <>
      <button
        type="button"
        className={styles.thumbButton}
        onClick={() => setOpen(true)}
        aria-label={openImageLabel}
        data-testid="chat-attachment-image"
      >
        <img
          className={styles.thumb}
          src={attachment.thumbnailUrl ?? attachment.url}
          alt={attachment.name}
          style={{ aspectRatio: ratio }}
          loading="lazy"
        />
      </button>
      <Modal open={open} title={attachment.name} onClose={() => setOpen(false)}>
        <img className={styles.full} src={attachment.url} alt={attachment.name} data-testid="chat-lightbox-image" />
      </Modal>
    </>
  );
}
