import type { ReceiptReviewStatus, ReceiptReviewView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { downloadPaymentsCsv } from '../api/download-csv';
import { receiptQueueKey, RECEIPT_PAGE_SIZE, useReceiptQueue, type ReceiptFilter } from '../api/get-receipt-queue';
import { useVerifyReceipt } from '../api/review-receipt';
import { useOrderEvents } from '../hooks/use-order-events';
import { useReviewKeys } from '../hooks/use-review-keys';
import { capitalise } from '../order-labels';
import { paymentMethodLabel, REVIEW_STATUSES, reviewTone, timeSince } from '../receipt-labels';
import styles from './admin-screen.module.css';
import { AmountReadField } from './amount-read-field';
import { ReceiptLarge, ReceiptThumbnail } from './receipt-thumbnail';
import own from './receipts-screen.module.css';
import { RejectReceiptDialog } from './reject-receipt-dialog';

const COLUMNS = ['Receipt', 'Order', 'Customer', 'Amount expected', 'Method', 'Uploaded', 'Status', 'Actions'];

interface Notice {
  tone: 'success' | 'error';
  text: string;
  orderId?: string;
}

/** The receipt review queue (admin and agents): live, oldest waiting receipt first. */
export function ReceiptsScreen({ canExport }: { canExport: boolean }) {
  const [filter, setFilter] = useState<ReceiptFilter>({ search: '', status: 'pending', page: 1 });
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState<ReceiptReviewView | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const query = useReceiptQueue(filter);
  const verify = useVerifyReceipt();
  // A new upload (or another reviewer's verdict) reaches every reviewer's screen without a reload.
  useOrderEvents({ onOrderChanged: () => void queryClient.invalidateQueries({ queryKey: receiptQueueKey }) });

  const rows = query.data?.receipts ?? [];
  const current = rows[Math.min(selected, rows.length - 1)];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / RECEIPT_PAGE_SIZE));

  const doVerify = (row: ReceiptReviewView | undefined) => {
    if (!row || row.review === 'verified' || verify.isPending) return;
    verify.mutate(row.orderId, {
      onSuccess: () =>
        setNotice({ tone: 'success', text: `Payment verified for order ${row.orderId}.`, orderId: row.orderId }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, 'Could not verify the receipt') }),
    });
  };
  const doReject = (row: ReceiptReviewView | undefined) => {
    if (row && row.review === 'pending') setRejecting(row.orderId);
  };

  useReviewKeys({
    next: () => setSelected((index) => Math.min(index + 1, Math.max(rows.length - 1, 0))),
    previous: () => setSelected((index) => Math.max(index - 1, 0)),
    verify: () => doVerify(current),
    reject: () => doReject(current),
  });

  const update = (patch: Partial<ReceiptFilter>) => {
    setSelected(0);
    setFilter((old) => ({ ...old, page: 1, ...patch }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(filter);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Export failed') });
    } finally {
      setExporting(false);
    }
  };

  const stats = query.data?.stats;
  return (
    <section className={styles.page} aria-labelledby="receipts-title">
      <header className={styles.header}>
        <div>
          <h1 id="receipts-title" className={styles.title}>
            Payment Receipts
          </h1>
          <p className={styles.subtitle}>
            Updates live. Check each receipt against the amount expected, then Verify or Reject.{' '}
            <span className={own.keys}>Keys: j / k next and previous, v verify, r reject.</span>
          </p>
        </div>
        <div className={styles.controls}>
          <Field label="Search">
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder="Order ID, customer, e-mail or product"
                value={filter.search}
                onChange={(event) => update({ search: event.target.value })}
              />
            )}
          </Field>
          <Field label="Status">
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={filter.status}
                onChange={(event) => update({ status: event.target.value as ReceiptReviewStatus | 'all' })}
              >
                <option value="all">All</option>
                {REVIEW_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {capitalise(status)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {canExport && (
            <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )}
        </div>
      </header>

      {stats && (
        <div className={own.stats} aria-label="Receipt stats">
          {(
            [
              ['Total', stats.total],
              ['Verified', stats.verified],
              ['Pending', stats.pending],
              ['Rejected', stats.rejected],
            ] as const
          ).map(([label, value]) => (
            <p key={label} className={own.stat} data-testid={`receipt-stat-${label.toLowerCase()}`}>
              <strong>{value}</strong>
              <span>{label}</span>
            </p>
          ))}
        </div>
      )}

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text} {notice.orderId && <Link to={paths.admin.orders}>Open Orders to send the guide (GUIDE).</Link>}
        </Alert>
      )}

      <div className={styles.panel}>
        {query.isPending ? (
          <LoadingBlock label="Loading receipts..." />
        ) : query.isError ? (
          <div className={styles.fullError} role="alert">
            <p className={styles.fullErrorMessage}>{errorMessage(query.error, 'Failed to load receipts')}</p>
            <Button onClick={() => void query.refetch()}>Retry</Button>
          </div>
        ) : rows.length === 0 ? (
          <div className={styles.empty}>
            <p>{filter.status === 'pending' ? 'No receipts waiting for review.' : 'No receipts found'}</p>
          </div>
        ) : (
          <div className={own.tableWrap}>
            <table className={styles.table} aria-label="Receipts">
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr
                    key={row._id}
                    data-testid="receipt-row"
                    data-order-id={row.orderId}
                    aria-selected={row === current}
                    className={row === current ? own.selected : undefined}
                    onClick={() => setSelected(index)}
                  >
                    <td>
                      <ReceiptThumbnail
                        orderId={row.orderId}
                        mimeType={row.mimeType}
                        version={row.uploadedAt}
                        onOpen={() => setEnlarged(row)}
                      />
                    </td>
                    <td>
                      <Link className={styles.mono} to={paths.admin.receiptViewOrder(row.orderId)}>
                        {row.orderId}
                      </Link>
                      <div className={styles.muted}>{row.products.join(', ')}</div>
                      {row.atRisk && (
                        <strong className={own.flag} data-testid="at-risk-flag">
                          No accepted receipt; cancelled automatically
                          {row.cancelsAt ? ` at ${formatDateTime(row.cancelsAt)}` : ' soon'}
                        </strong>
                      )}
                      {row.duplicateOf.length > 0 && (
                        <strong className={own.flag} data-testid="duplicate-flag">
                          Same receipt file as order {row.duplicateOf.join(', ')}
                        </strong>
                      )}
                    </td>
                    <td>
                      {row.customerName}
                      <div className={styles.muted}>{row.customerEmail ?? 'no e-mail'}</div>
                    </td>
                    <td className={styles.nowrap}>
                      <AmountReadField key={`${row.orderId}-${row.amountRead}`} row={row} />
                    </td>
                    <td>{paymentMethodLabel(row.paymentMethod)}</td>
                    <td className={styles.nowrap} title={row.uploadedAt ? formatDateTime(row.uploadedAt) : undefined}>
                      {timeSince(row.uploadedAt)}
                    </td>
                    <td>
                      <Badge tone={reviewTone[row.review]}>{capitalise(row.review)}</Badge>
                      {row.reviewedBy && <div className={styles.muted}>by {row.reviewedBy}</div>}
                      {row.rejectionReason && <div className={own.reason}>{row.rejectionReason}</div>}
                    </td>
                    <td>
                      <div className={styles.actions}>
                        {row.review !== 'verified' && (
                          <Button
                            size="sm"
                            onClick={() => doVerify(row)}
                            loading={verify.isPending && verify.variables === row.orderId}
                          >
                            Verify
                          </Button>
                        )}
                        {row.review === 'pending' && (
                          <Button size="sm" variant="danger-outline" onClick={() => doReject(row)}>
                            Reject
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <div className={styles.pager}>
            <Button
              size="sm"
              variant="secondary"
              disabled={filter.page <= 1}
              onClick={() => setFilter((old) => ({ ...old, page: old.page - 1 }))}
            >
              Previous
            </Button>
            <span>
              Page {filter.page} of {pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={filter.page >= pages}
              onClick={() => setFilter((old) => ({ ...old, page: old.page + 1 }))}
            >
              Next
            </Button>
          </div>
        )}
      </div>

      <Modal
        open={enlarged !== null}
        title={`Receipt of order ${enlarged?.orderId ?? ''}`}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && (
          <ReceiptLarge orderId={enlarged.orderId} mimeType={enlarged.mimeType} version={enlarged.uploadedAt} />
        )}
      </Modal>
      <RejectReceiptDialog
        orderId={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(orderId) =>
          setNotice({
            tone: 'success',
            text: `Receipt of order ${orderId} rejected; the customer has been asked for a new one.`,
          })
        }
      />
    </section>
  );
}
