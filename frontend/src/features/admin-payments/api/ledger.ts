import type { LedgerList, LedgerQuery } from '@kedai/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';

const queryOf = (filter: LedgerQuery) => ({
  provider: filter.provider || undefined,
  kind: filter.kind || undefined,
  status: filter.status || undefined,
  orderId: filter.orderId?.trim() || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

/** GET /api/admin/payments/ledger: one row per attempt, capture and refund, filtered (admin only). */
export function useLedger(filter: LedgerQuery) {
  return useQuery({
    queryKey: ['admin', 'payments', 'ledger', filter],
    queryFn: ({ signal }) =>
      api.get<LedgerList>('/admin/payments/ledger', { signal, query: { ...queryOf(filter), page: filter.page } }),
    placeholderData: keepPreviousData,
  });
}

/** ledger.csv with the same filters, streamed by the server (the injection-safe CSV writer). */
export const downloadLedgerCsv = (filter: LedgerQuery) =>
  downloadCsv('/admin/payments/ledger.csv', queryOf(filter), 'payments-ledger.csv');
