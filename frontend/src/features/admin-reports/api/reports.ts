import type { SalesReport, SupportReport } from '@kedai/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';
import type { ReportRangeForm } from '../rules/report-range';

export const reportsKey = ['admin', 'reports'] as const;

const queryOf = (range: ReportRangeForm) => ({ from: range.from, to: range.to, granularity: range.granularity });

/** GET /api/admin/reports/sales (admins only): the range, the previous period and the splits. */
export function useSalesReport(range: ReportRangeForm, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, 'sales', queryOf(range)],
    queryFn: ({ signal }) => api.get<SalesReport>('/admin/reports/sales', { query: queryOf(range), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/reports/support (admins only). */
export function useSupportReport(range: ReportRangeForm, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, 'support', queryOf(range)],
    queryFn: ({ signal }) => api.get<SupportReport>('/admin/reports/support', { query: queryOf(range), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same figures as CSV from the server's injection-safe writer (the download is audited). */
export const downloadReportCsv = (report: 'sales' | 'support', range: ReportRangeForm) =>
  downloadCsv(`/admin/reports/${report}.csv`, queryOf(range), `${report}-report.csv`);
