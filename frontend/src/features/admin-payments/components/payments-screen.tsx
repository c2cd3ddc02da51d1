import { useState } from 'react';
import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  LEDGER_PROVIDER_LABELS,
  LEDGER_STATUS_LABELS,
  LEDGER_STATUSES,
  PAYMENT_PROVIDERS,
  paymentMethodLabel,
  type LedgerQuery,
} from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import { downloadLedgerCsv, useLedger } from '../api/ledger';
import styles from './payments-screen.module.css';

const PROVIDERS = [...PAYMENT_PROVIDERS, 'manual'] as const;

/** /admin/payments: the payment ledger (attempts, captures, refunds) with filters and CSV export. */
export function PaymentsScreen() {
  const [filter, setFilter] = useState<LedgerQuery>({ page: 1 });
  const ledger = useLedger(filter);
  const set = (changes: Partial<LedgerQuery>) => setFilter((current) => ({ ...current, ...changes, page: 1 }));

  return (
    <section className={styles.screen}>
      <h1>Payments</h1>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()} aria-label="Filter payments">
        <label>
          Provider
          <select
            value={filter.provider ?? ''}
            onChange={(e) => set({ provider: (e.target.value || undefined) as LedgerQuery['provider'] })}
          >
            <option value="">All</option>
            {PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {LEDGER_PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select
            value={filter.kind ?? ''}
            onChange={(e) => set({ kind: (e.target.value || undefined) as LedgerQuery['kind'] })}
          >
            <option value="">All</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEDGER_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            value={filter.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as LedgerQuery['status'] })}
          >
            <option value="">All</option>
            {LEDGER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEDGER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <Input type="date" value={filter.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label>
          To
          <Input type="date" value={filter.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
        <label>
          Order ID
          <Input value={filter.orderId ?? ''} onChange={(e) => set({ orderId: e.target.value || undefined })} />
        </label>
        <ExportCsvButton download={() => downloadLedgerCsv(filter)} />
      </form>
      {ledger.isError && <Alert tone="error">{errorMessage(ledger.error)}</Alert>}
      {!ledger.data ? (
        !ledger.isError && <Spinner label="Loading the payments…" />
      ) : (
        <>
          <p data-testid="ledger-totals">
            {ledger.data.total} rows · received {formatRM(ledger.data.totals.captured)} · refunded{' '}
            {formatRM(ledger.data.totals.refunded)}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Order</th>
                  <th scope="col">Provider</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Status</th>
                  <th scope="col">Method</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Fee</th>
                  <th scope="col">Net</th>
                  <th scope="col">Transaction</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.entries.map((entry) => (
                  <tr key={entry.id} data-testid="ledger-row">
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.orderId}</td>
                    <td>{LEDGER_PROVIDER_LABELS[entry.provider]}</td>
                    <td>{LEDGER_KIND_LABELS[entry.kind]}</td>
                    <td>{LEDGER_STATUS_LABELS[entry.status]}</td>
                    <td>{paymentMethodLabel(entry.method)}</td>
                    <td>{formatRM(entry.amount)}</td>
                    <td>{entry.processingFee === null ? '—' : formatRM(entry.processingFee)}</td>
                    <td>{entry.netAmount === null ? '—' : formatRM(entry.netAmount)}</td>
                    <td className={styles.id}>{entry.transactionId ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {ledger.data.entries.length === 0 && <p>No payments match these filters.</p>}
        </>
      )}
    </section>
  );
}
