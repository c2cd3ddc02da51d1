import { Spinner } from '@/components/ui/spinner';
import { useReceiptFile } from '../api/get-receipt-file';
import { useObjectUrl } from '@/hooks/use-object-url';
import styles from './receipts-screen.module.css';

interface ReceiptThumbnailProps {
  orderId: string;
  mimeType: string | null;
  /** Bumped when a new receipt replaces the old one, so the picture is fetched again. */
  version: string | null;
  onOpen: () => void;
}

/** A small preview of the receipt (fetched with the bearer token); a click enlarges it. PDFs show a tile. */
export function ReceiptThumbnail({ orderId, mimeType, version, onOpen }: ReceiptThumbnailProps) {
  const isImage = mimeType?.startsWith('image/') ?? false;
  const file = useReceiptFile(`${orderId}`, isImage, version);
  const url = useObjectUrl(file.data?.blob);
  return (
    <button type="button" className={styles.thumb} onClick={onOpen} aria-label={`Enlarge the receipt of ${orderId}`}>
      {!isImage ? (
        <span className={styles.pdf}>PDF</span>
      ) : url ? (
        <img src={url} alt={`Receipt of order ${orderId}`} />
      ) : file.isError ? (
        <span className={styles.pdf}>?</span>
      ) : (
        <Spinner size="sm" label="Loading receipt" />
      )}
    </button>
  );
}

/** The receipt at full size in the enlarge dialog. */
export function ReceiptLarge({ orderId, mimeType, version }: Omit<ReceiptThumbnailProps, 'onOpen'>) {
  const file = useReceiptFile(orderId, true, version);
  const url = useObjectUrl(file.data?.blob);
  if (file.isError) return <p>Image preview not available</p>;
  if (!url) return <Spinner label="Loading receipt" />;
  return mimeType?.startsWith('image/') ? (
    <img className={styles.large} src={url} alt={`Receipt of order ${orderId}`} />
  ) : (
    <iframe className={styles.largePdf} src={url} title={`Receipt of order ${orderId}`} />
  );
}
