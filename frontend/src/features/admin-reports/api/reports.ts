import type { SalesReport, SupportChannel, SupportReport } from '@kedai/contracts';
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

/** The support report's channel filter: every channel, or one. */
export type SupportChannelFilter = SupportChannel | 'all';

const supportQueryOf = (range: ReportRangeForm, channel: SupportChannelFilter) => ({
  ...queryOf(range),
  ...(channel !== 'all' && { channel }),
});

/** GET /api/admin/reports/support (admins only), for every channel or one (`?channel=`). */
export function useSupportReport(range: ReportRangeForm, channel: SupportChannelFilter, enabled: boolean) {
  const query = supportQueryOf(range, channel);
  return useQuery({
    queryKey: [...reportsKey, 'support', query],
    queryFn: ({ signal }) => api.get<SupportReport>('/admin/reports/support', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same figures as CSV from the server's injection-safe writer (the download is audited). */
export const downloadReportCsv = (
  report: 'sales' | 'support',
  range: ReportRangeForm,
  channel: SupportChannelFilter = 'all',
) =>
  downloadCsv(
    `/admin/reports/${report}.csv`,
    report === 'support' ? supportQueryOf(range, channel) : queryOf(range),
    `${report}-report.csv`,
  );
