import type { DashboardSummary } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: this month's figures (GMT+8), orders awaiting action and low stock. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // A glance after coming back to the tab should be current.
    refetchOnWindowFocus: true,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
