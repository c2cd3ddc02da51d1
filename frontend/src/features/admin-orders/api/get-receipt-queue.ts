import type { ReceiptReviewList, ReceiptReviewStatus } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const receiptQueueKey = ['admin', 'receipts'] as const;
export const RECEIPT_PAGE_SIZE = 50;

export interface ReceiptFilter {
  search: string;
  status: ReceiptReviewStatus | 'all';
  page: number;
}

/** GET /api/admin/receipts?search=&status=&page=&limit=: waiting receipts oldest first, with the stats. */
export function getReceiptQueue(filter: ReceiptFilter, signal?: AbortSignal): Promise<ReceiptReviewList> {
  return api.get<ReceiptReviewList>('/admin/receipts', {
    query: {
      search: filter.search.trim() || undefined,
      status: filter.status === 'all' ? undefined : filter.status,
      page: filter.page,
      limit: RECEIPT_PAGE_SIZE,
    },
    signal,
  });
}

export const receiptQueueQueryOptions = (filter: ReceiptFilter) =>
  queryOptions({
    queryKey: [...receiptQueueKey, filter],
    queryFn: ({ signal }) => getReceiptQueue(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useReceiptQueue(filter: ReceiptFilter) {
  return useQuery(receiptQueueQueryOptions(filter));
}
