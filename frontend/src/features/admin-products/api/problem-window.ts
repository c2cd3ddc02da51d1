import type { ProblemWindowView } from '@kedai/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (productCode: string) => `/admin/problem-reports/windows/${encodeURIComponent(productCode)}`;
const key = (productCode: string) => ['admin-problem-window', productCode] as const;

/** How long after delivery customers may report a problem with this product (its own hours, or the default). */
export const useProblemWindow = (productCode: string) =>
  useQuery({ queryKey: key(productCode), queryFn: () => api.get<ProblemWindowView>(path(productCode)) });

export function useSaveProblemWindow(productCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: number | null) => api.put<ProblemWindowView>(path(productCode), { hours }),
    onSuccess: (view) => queryClient.setQueryData(key(productCode), view),
  });
}
