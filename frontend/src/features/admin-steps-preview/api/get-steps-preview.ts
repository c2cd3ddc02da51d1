import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StepsPreview } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export interface StepsPreviewRequest {
  productId: string;
  orderId: string;
}

/** GET /api/admin/tools/steps-preview?productId=&orderId=: both versions of the steps exactly as sent. */
export function getStepsPreview(request: StepsPreviewRequest, signal?: AbortSignal): Promise<StepsPreview> {
  return api.get<StepsPreview>('/admin/tools/steps-preview', {
    query: { productId: request.productId, orderId: request.orderId },
    signal,
  });
}

export const stepsPreviewQueryOptions = (request: StepsPreviewRequest | null) =>
  queryOptions({
    queryKey: ['admin', 'tools', 'steps-preview', request],
    queryFn: ({ signal }) => getStepsPreview(request!, signal),
    enabled: request !== null,
    retry: false,
  });

export function useStepsPreview(request: StepsPreviewRequest | null) {
  return useQuery(stepsPreviewQueryOptions(request));
}
