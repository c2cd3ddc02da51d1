import type { ReceiptReviewStatus, ReceiptReviewView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { paymentMethodLabel, REVIEW_STATUSES, reviewTone, timeSince } from '../receipt-labels';
import styles from './admin-screen.module.css';
import { AmountReadField } from './amount-read-field';
import { ReceiptLarge, ReceiptThumbnail } from './receipt-thumbnail';
import own from './receipts-screen.module.css';
import { ReceiptNoteDialog } from './receipt-note-dialog';
import { RejectReceiptDialog } from './reject-receipt-dialog';

const COLUMNS = ['receipt', 'order', 'customer', 'amountExpected', 'method', 'uploaded', 'status', 'actions'] as const;

interface Notice {
  tone: 'success' | 'error';
  text: string;
  orderId?: string;
}

/** The receipt review queue (admin and agents): live, oldest waiting receipt first. */
export function ReceiptsScreen({ canExport }: { canExport: boolean }) {
  const { t } = useTranslation('admin-fulfilment');
  const [filter, setFilter] = useState<ReceiptFilter>({ search: '', status: 'pending', page: 1 });
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState<ReceiptReviewView | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [noting, setNoting] = useState<ReceiptReviewView | null>(null);
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
        setNotice({
          tone: 'success',
          text: t('receipts.notices.verified', { orderId: row.orderId }),
          orderId: row.orderId,
        }),
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
            {t('receipts.title')}
          </h1>
          <p className={styles.subtitle}>
            {t('receipts.subtitle')} <span className={own.keys}>{t('receipts.keys')}</span>
          </p>
        </div>
        <div className={styles.controls}>
          <Field label={t('receipts.filters.search')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder={t('receipts.filters.searchPlaceholder')}
                value={filter.search}
                onChange={(event) => update({ search: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('receipts.filters.status')}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={filter.status}
                onChange={(event) => update({ status: event.target.value as ReceiptReviewStatus | 'all' })}
              >
                <option value="all">{t('receipts.filters.all')}</option>
                {REVIEW_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`receipts.review.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {canExport && (
            <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
              {t('receipts.exportCsv')}
            </Button>
          )}
        </div>
      </header>

      {stats && (
        <div className={own.stats} aria-label={t('receipts.stats.label')}>
          {(
            [
              ['total', stats.total],
              ['verified', stats.verified],
              ['pending', stats.pending],
              ['rejected', stats.rejected],
            ] as const
          ).map(([stat, value]) => (
            <p key={stat} className={own.stat} data-testid={`receipt-stat-${stat}`}>
              <strong>{value}</strong>
              <span>{t(`receipts.stats.${stat}`)}</span>
            </p>
          ))}
        </div>
      )}

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text} {notice.orderId && <Link to={paths.admin.orders}>{t('receipts.notices.openOrders')}</Link>}
        </Alert>
      )}

      <div className={styles.panel}>
        {query.isPending ? (
          <LoadingBlock label={t('receipts.loading')} />
        ) : query.isError ? (
          <div className={styles.fullError} role="alert">
            <p className={styles.fullErrorMessage}>{errorMessage(query.error, 'Failed to load receipts')}</p>
            <Button onClick={() => void query.refetch()}>{t('receipts.retry')}</Button>
          </div>
        ) : rows.length === 0 ? (
          <div className={styles.empty}>
            <p>{filter.status === 'pending' ? t('receipts.empty.waiting') : t('receipts.empty.none')}</p>
          </div>
        ) : (
          <div className={own.tableWrap}>
            <table className={styles.table} aria-label={t('receipts.table.label')}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`receipts.table.columns.${column}`)}
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
                          {row.cancelsAt
                            ? t('receipts.row.cancelsAt', { time: formatDateTime(row.cancelsAt) })
                            : t('receipts.row.cancelsSoon')}
                        </strong>
                      )}
                      {row.customerNote && (
                        <div className={own.note} data-testid="receipt-customer-note">
                          {t('receipts.row.customerNote', { note: row.customerNote })}
                        </div>
                      )}
                      {row.adminNote && (
                        <div className={own.note} data-testid="receipt-admin-note">
                          {t('receipts.row.adminNote', { note: row.adminNote })}
                        </div>
                      )}
                      {row.duplicateOf.length > 0 && (
                        <strong className={own.flag} data-testid="duplicate-flag">
                          {t('receipts.row.duplicateOf', { orderIds: row.duplicateOf.join(', ') })}
                        </strong>
                      )}
                    </td>
                    <td>
                      {row.customerName}
                      <div className={styles.muted}>{row.customerEmail ?? t('receipts.row.noEmail')}</div>
                    </td>
                    <td className={styles.nowrap}>
                      <AmountReadField key={`${row.orderId}-${row.amountRead}`} row={row} />
                    </td>
                    <td>{paymentMethodLabel(row.paymentMethod)}</td>
                    <td className={styles.nowrap} title={row.uploadedAt ? formatDateTime(row.uploadedAt) : undefined}>
                      {timeSince(row.uploadedAt, t)}
                    </td>
                    <td>
                      <Badge tone={reviewTone[row.review]}>{t(`receipts.review.${row.review}`)}</Badge>
                      {row.reviewedBy && (
                        <div className={styles.muted}>{t('receipts.row.reviewedBy', { name: row.reviewedBy })}</div>
                      )}
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
                            {t('receipts.row.verify')}
                          </Button>
                        )}
                        {row.review === 'pending' && (
                          <Button size="sm" variant="danger-outline" onClick={() => doReject(row)}>
                            {t('receipts.row.reject')}
                          </Button>
                        )}
                        <Button size="sm" variant="ghost" onClick={() => setNoting(row)}>
                          {t('receipts.row.note')}
                        </Button>
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
              {t('receipts.pager.previous')}
            </Button>
            <span>{t('receipts.pager.page', { page: filter.page, pages })}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={filter.page >= pages}
              onClick={() => setFilter((old) => ({ ...old, page: old.page + 1 }))}
            >
              {t('receipts.pager.next')}
            </Button>
          </div>
        )}
      </div>

      <Modal
        open={enlarged !== null}
        title={t('receiptFile.ofOrder', { orderId: enlarged?.orderId ?? '' })}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && (
          <ReceiptLarge orderId={enlarged.orderId} mimeType={enlarged.mimeType} version={enlarged.uploadedAt} />
        )}
      </Modal>
      <ReceiptNoteDialog row={noting} onClose={() => setNoting(null)} />
      <RejectReceiptDialog
        orderId={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(orderId) =>
          setNotice({
            tone: 'success',
            text: t('receipts.notices.rejected', { orderId }),
          })
        }
      />
    </section>
  );
}
