import type { AdminOrderDetail } from '@kedai/contracts';
import { useState } from 'react';
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

export const EMPTY_ORDER_ID_MESSAGE = 'Order ID cannot be empty.';

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
    else setActionError(file.isError ? receiptErrorMessage(file.error) : 'The receipt is still loading.');
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
        <section className={styles.section} aria-label="Order information">
          <h2 className={styles.sectionTitle}>Order information</h2>
          <dl className={styles.facts}>
            <dt>Order ID</dt>
            <dd className={styles.mono}>{order.orderId}</dd>
            <dt>Customer</dt>
            <dd>{order.customerInfo.name}</dd>
            <dt>Email</dt>
            <dd>{order.customerInfo.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
            <dt>Amount</dt>
            <dd>{formatRM(order.totalAmount)}</dd>
            <dt>Order status</dt>
            <dd>{capitalise(order.status)}</dd>
            <dt>Payment status</dt>
            <dd>{capitalise(order.paymentStatus)}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </dl>
        </section>
        <section className={styles.section} aria-label="Receipt information">
          <h2 className={styles.sectionTitle}>Receipt information</h2>
          {receipt ? (
            <dl className={styles.facts}>
              <dt>File name</dt>
              <dd>{receipt.fileName}</dd>
              <dt>Size</dt>
              <dd>{formatBytes(receipt.fileSize)}</dd>
              <dt>Type</dt>
              <dd>{receipt.mimeType ?? '—'}</dd>
              <dt>Uploaded</dt>
              <dd>{formatDateTime(receipt.uploadedAt)}</dd>
              <dt>Original name</dt>
              <dd>{receipt.originalName ?? '—'}</dd>
            </dl>
          ) : (
            <Alert tone="warning">{NO_RECEIPT_MESSAGE}</Alert>
          )}
        </section>
      </div>

      {receipt && (
        <section className={styles.section} aria-label="Receipt preview">
          <h2 className={styles.sectionTitle}>Preview</h2>
          {file.isPending ? (
            <LoadingBlock label="Loading receipt..." />
          ) : file.isError ? (
            <Alert tone="error" title="Image preview not available">
              The receipt file may be corrupted or inaccessible
            </Alert>
          ) : isImage && fileUrl ? (
            <img
              src={fileUrl}
              alt={`Payment receipt of order ${order.orderId}`}
              style={{ maxWidth: '100%', maxHeight: 600, objectFit: 'contain', alignSelf: 'flex-start' }}
            />
          ) : (
            <p className={styles.muted}>This receipt is a {receipt.mimeType ?? 'file'}; use View Receipt to open it.</p>
          )}
        </section>
      )}

      <section className={styles.section} aria-label="Order items">
        <h2 className={styles.sectionTitle}>Order items</h2>
        <OrderItemsTable items={order.items} total={order.totalAmount} />
      </section>

      <div className={styles.actions}>
        {receipt && (
          <>
            <Button onClick={viewReceipt}>View Receipt</Button>
            <Button variant="secondary" onClick={() => void download()} loading={downloading}>
              Download
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={generatePdf}>
          Generate PDF
        </Button>
        <ButtonLink to={paths.admin.orders} variant="ghost">
          Back to Orders
        </ButtonLink>
      </div>
    </>
  );
}

/** Receipt view (admin spec §2): order and receipt info, the image preview and the receipt actions. */
export function ReceiptView({ orderId }: { orderId: string }) {
  const id = orderId.trim();
  const detail = useAdminOrder(id || null);

  let body;
  if (!id) {
    body = <Alert tone="error">{EMPTY_ORDER_ID_MESSAGE}</Alert>;
  } else if (detail.isPending) {
    body = <LoadingBlock label="Loading receipt data..." />;
  } else if (detail.isError) {
    body =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Alert tone="warning" title="Order Not Found">
          No order {id} was found.
        </Alert>
      ) : (
        <Alert tone="error" title="Load Failed">
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
          Payment Receipt
        </h1>
        {(!id || detail.isError) && (
          <ButtonLink to={paths.admin.orders} variant="secondary">
            Back to Orders
          </ButtonLink>
        )}
      </header>
      {body}
    </section>
  );
}
