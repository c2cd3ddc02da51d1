import { useMutation } from '@tanstack/react-query';
import type { GuideConfigView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const exportFileName = (now = new Date()) => `password-configurations-${now.toISOString().slice(0, 10)}.json`;

/** GET /api/admin/guide-configs/export, saved by the browser as a JSON backup file. */
export async function exportGuideConfigs(): Promise<GuideConfigView[]> {
  const data = await api.get<GuideConfigView[]>('/admin/guide-configs/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return data;
}

export function useExportGuideConfigs() {
  return useMutation({ mutationFn: exportGuideConfigs });
}
