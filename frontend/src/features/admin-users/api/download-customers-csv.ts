import { downloadCsv } from '@/lib/download-csv';

/** customers.csv with the Users screen's search, streamed by the server (admin only). */
export const downloadCustomersCsv = (search: string) =>
  downloadCsv('/admin/exports/customers.csv', { search: search.trim() || undefined }, 'customers.csv');
