import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { downloadOrdersCsv } from '../api/download-csv';
import type { AdminOrderSummaryFilter } from '../api/get-admin-order-summary';

/** orders_export.csv with the screen's filters, written by the server (admin only). */
export function ExportOrdersButton({ filter }: { filter: AdminOrderSummaryFilter }) {
  return <ExportCsvButton download={() => downloadOrdersCsv(filter)} />;
}
