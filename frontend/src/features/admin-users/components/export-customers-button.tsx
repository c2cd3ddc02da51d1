import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { downloadCustomersCsv } from '../api/download-customers-csv';

/** customers.csv of the accounts the screen lists (its search), written by the server (admin only). */
export function ExportCustomersButton({ search }: { search: string }) {
  return <ExportCsvButton download={() => downloadCustomersCsv(search)} />;
}
