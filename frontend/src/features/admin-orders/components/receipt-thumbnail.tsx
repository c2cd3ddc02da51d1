import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin-fulfilment');
  const isImage = mimeType?.startsWith('image/') ?? false;
  const file = useReceiptFile(`${orderId}`, isImage, version);
  const url = useObjectUrl(file.data?.blob);
  return (
    <button type="button" className={styles.thumb} onClick={onOpen} aria-label={t('receiptFile.enlarge', { orderId })}>
      {!isImage ? (
        <span className={styles.pdf}>{t('receiptFile.pdfTile')}</span>
      ) : url ? (
        <img src={url} alt={t('receiptFile.ofOrder', { orderId })} />
      ) : file.isError ? (
        <span className={styles.pdf}>?</span>
      ) : (
        <Spinner size="sm" label={t('receiptFile.loading')} />
      )}
    </button>
  );
}

/** The receipt at full size in the enlarge dialog. */
export function ReceiptLarge({ orderId, mimeType, version }: Omit<ReceiptThumbnailProps, 'onOpen'>) {
  const { t } = useTranslation('admin-fulfilment');
  const file = useReceiptFile(orderId, true, version);
  const url = useObjectUrl(file.data?.blob);
  if (file.isError) return <p>{t('receiptFile.previewUnavailable')}</p>;
  if (!url) return <Spinner label={t('receiptFile.loading')} />;
  return mimeType?.startsWith('image/') ? (
    <img className={styles.large} src={url} alt={t('receiptFile.ofOrder', { orderId })} />
  ) : (
    <iframe className={styles.largePdf} src={url} title={t('receiptFile.ofOrder', { orderId })} />
  );
}
