import type { AdminOrderDetail } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import { useAdminOrder } from '../api/get-admin-order';
import { getReceiptFile, NO_RECEIPT_MESSAGE, receiptErrorMessage, useReceiptFile } from '../api/get-receipt-file';
import { useObjectUrl } from '@/hooks/use-object-url';
import { capitalise, formatBytes, formatDateTime, RECEIPT_POPUP } from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderItemsTable } from './order-items-table';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function ReceiptDetails({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-fulfilment');
  const receipt = order.paymentReceipt;
  const file = useReceiptFile(order.orderId, receipt !== null);
  const fileUrl = useObjectUrl(file.data?.blob);
  const [actionError, setActionError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const isImage = (receipt?.mimeType ?? file.data?.blob.type ?? '').startsWith('image/');
  const displayName = receipt?.originalName ?? receipt?.fileName ?? `receipt-${order.orderId}`;

  const viewReceipt = () => {
    setActionError(null);
    if (fileUrl) window.open(fileUrl, `receipt-file-${order.orderId}`, RECEIPT_POPUP);
    else setActionError(file.isError ? receiptErrorMessage(file.error) : t('receiptView.stillLoading'));
  };
  const download = async () => {
    setActionError(null);
    setDownloading(true);
    try {
      const result = await getReceiptFile(order.orderId, true);
      saveBlob(result.blob, result.fileName ?? displayName);
    } catch (error) {
      setActionError(receiptErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const generatePdf = () => {
    window.open(paths.admin.receiptPrint(order.orderId), `receipt-print-${order.orderId}`, 'width=800,height=900');
  };

  return (
    <>
      {actionError && (
        <Alert tone="error" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <div className={styles.grid2}>
        <section className={styles.section} aria-label={t('receiptView.order.label')}>
          <h2 className={styles.sectionTitle}>{t('receiptView.order.label')}</h2>
          <dl className={styles.facts}>
            <dt>{t('receiptView.order.orderId')}</dt>
            <dd className={styles.mono}>{order.orderId}</dd>
            <dt>{t('receiptView.order.customer')}</dt>
            <dd>{order.customerInfo.name}</dd>
            <dt>{t('receiptView.order.email')}</dt>
            <dd>{order.customerInfo.email ?? '—'}</dd>
            <dt>{t('receiptView.order.phone')}</dt>
            <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
            <dt>{t('receiptView.order.amount')}</dt>
            <dd>{formatRM(order.totalAmount)}</dd>
            <dt>{t('receiptView.order.orderStatus')}</dt>
            <dd>{capitalise(order.status)}</dd>
            <dt>{t('receiptView.order.paymentStatus')}</dt>
            <dd>{capitalise(order.paymentStatus)}</dd>
            <dt>{t('receiptView.order.created')}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </dl>
        </section>
        <section className={styles.section} aria-label={t('receiptView.receipt.label')}>
          <h2 className={styles.sectionTitle}>{t('receiptView.receipt.label')}</h2>
          {receipt ? (
            <dl className={styles.facts}>
              <dt>{t('receiptView.receipt.fileName')}</dt>
              <dd>{receipt.fileName}</dd>
              <dt>{t('receiptView.receipt.size')}</dt>
              <dd>{formatBytes(receipt.fileSize)}</dd>
              <dt>{t('receiptView.receipt.type')}</dt>
              <dd>{receipt.mimeType ?? '—'}</dd>
              <dt>{t('receiptView.receipt.uploaded')}</dt>
              <dd>{formatDateTime(receipt.uploadedAt)}</dd>
              <dt>{t('receiptView.receipt.originalName')}</dt>
              <dd>{receipt.originalName ?? '—'}</dd>
            </dl>
          ) : (
            <Alert tone="warning">{NO_RECEIPT_MESSAGE}</Alert>
          )}
        </section>
      </div>

      {receipt && (
        <section className={styles.section} aria-label={t('receiptView.preview.label')}>
          <h2 className={styles.sectionTitle}>{t('receiptView.preview.title')}</h2>
          {file.isPending ? (
            <LoadingBlock label={t('receiptView.preview.loading')} />
          ) : file.isError ? (
            <Alert tone="error" title={t('receiptFile.previewUnavailable')}>
              {t('receiptView.preview.unavailableBody')}
            </Alert>
          ) : isImage && fileUrl ? (
            <img
              src={fileUrl}
              alt={t('receiptView.preview.alt', { orderId: order.orderId })}
              style={{ maxWidth: '100%', maxHeight: 600, objectFit: 'contain', alignSelf: 'flex-start' }}
            />
          ) : (
            <p className={styles.muted}>
              {t('receiptView.preview.notImage', { type: receipt.mimeType ?? t('receiptView.preview.unknownType') })}
            </p>
          )}
        </section>
      )}

      <section className={styles.section} aria-label={t('receiptView.items')}>
        <h2 className={styles.sectionTitle}>{t('receiptView.items')}</h2>
        <OrderItemsTable items={order.items} total={order.totalAmount} />
      </section>

      <div className={styles.actions}>
        {receipt && (
          <>
            <Button onClick={viewReceipt}>{t('receiptView.actions.view')}</Button>
            <Button variant="secondary" onClick={() => void download()} loading={downloading}>
              {t('receiptView.actions.download')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={generatePdf}>
          {t('receiptView.actions.generatePdf')}
        </Button>
        <ButtonLink to={paths.admin.orders} variant="ghost">
          {t('receiptView.actions.backToOrders')}
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * Receipt view (docs/product/admin.md#receipt-review): order and receipt info, the image preview and the receipt
 * actions.
 */
export function ReceiptView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-fulfilment');
  const id = orderId.trim();
  const detail = useAdminOrder(id || null);

  let body;
  if (!id) {
    body = <Alert tone="error">{t('receiptView.emptyOrderId')}</Alert>;
  } else if (detail.isPending) {
    body = <LoadingBlock label={t('receiptView.loading')} />;
  } else if (detail.isError) {
    body =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Alert tone="warning" title={t('receiptView.notFound.title')}>
          {t('receiptView.notFound.body', { orderId: id })}
        </Alert>
      ) : (
        <Alert tone="error" title={t('receiptView.loadFailed')}>
          {receiptErrorMessage(detail.error)}
        </Alert>
      );
  } else {
    body = <ReceiptDetails order={detail.data} />;
  }

  return (
    <section className={styles.page} aria-labelledby="receipt-view-title">
      <header className={styles.header}>
        <h1 id="receipt-view-title" className={styles.title}>
          {t('receiptView.title')}
        </h1>
        {(!id || detail.isError) && (
          <ButtonLink to={paths.admin.orders} variant="secondary">
            {t('receiptView.actions.backToOrders')}
          </ButtonLink>
        )}
      </header>
      {body}
    </section>
  );
}
