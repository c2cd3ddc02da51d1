import { downloadCsv } from '@/lib/download-csv';
import type { AdminOrderSummaryFilter } from './get-admin-order-summary';
import { filterQuery } from './get-admin-orders';

/** payment_receipts.csv with the receipt screen's filters. */
export const downloadPaymentsCsv = (filter: { search: string; status: string }) =>
  downloadCsv(
    '/admin/exports/payment-receipts.csv',
    { search: filter.search.trim(), status: filter.status === 'all' ? undefined : filter.status },
    'payment_receipts.csv',
  );

/** orders_export.csv with the orders screen's filters (search, status, payment status, dates). */
export const downloadOrdersCsv = (filter: AdminOrderSummaryFilter) =>
  downloadCsv(
    '/admin/exports/orders.csv',
    filterQuery({ ...filter, search: filter.search.trim() }),
    'orders_export.csv',
  );
