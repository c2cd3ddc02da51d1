import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockChangeView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { adminProductsKey } from './get-admin-products';

/** GET /api/admin/products/{id}/stock-history: every change of the product's stock, newest first. */
export async function getStockHistory(productId: string, signal?: AbortSignal): Promise<StockChangeView[]> {
  const data = await api.get<{ entries: StockChangeView[] }>(
    `/admin/products/${encodeURIComponent(productId)}/stock-history`,
    { signal },
  );
  return data.entries;
}

export const stockHistoryQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, productId, 'stock-history'],
    queryFn: ({ signal }) => getStockHistory(productId, signal),
  });

export function useStockHistory(productId: string | null) {
  return useQuery({ ...stockHistoryQueryOptions(productId ?? ''), enabled: productId !== null });
}
