import type { InstallationStepsView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

export type InstallationStepsVersion = InstallationStepsView['versionType'];

/** GET /api/admin/orders/{id}/installation-steps?version=admin|customer */
export function getInstallationSteps(
  orderId: string,
  version: InstallationStepsVersion,
  signal?: AbortSignal,
): Promise<InstallationStepsView> {
  return api.get<InstallationStepsView>(`/admin/orders/${encodeURIComponent(orderId)}/installation-steps`, {
    query: { version },
    signal,
  });
}

export const installationStepsQueryOptions = (orderId: string, version: InstallationStepsVersion) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'installation-steps', orderId, version],
    queryFn: ({ signal }) => getInstallationSteps(orderId, version, signal),
  });

export function useInstallationSteps(orderId: string, version: InstallationStepsVersion) {
  return useQuery(installationStepsQueryOptions(orderId, version));
}

/** The server's message, else "Unknown error". */
export function installationStepsErrorReason(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Unknown error';
}
