import type { OrderGuideView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rememberGuide } from '../guide-storage';

/** GET /api/orders/{orderId}/guide: the installation guide's order (holding the full id is the proof). */
export const getOrderGuide = async (orderId: string) => {
  const guide = await api.get<OrderGuideView>(`/orders/${encodeURIComponent(orderId)}/guide`, {
    onUnauthorized: 'ignore',
  });
  rememberGuide(guide);
  return guide;
};

export const orderGuideQueryKey = (orderId: string) => ['order-guide', orderId] as const;

export const orderGuideQuery = (orderId: string) =>
  queryOptions({ queryKey: orderGuideQueryKey(orderId), queryFn: () => getOrderGuide(orderId), retry: false });

export const useOrderGuide = (orderId: string | undefined) =>
  useQuery({ ...orderGuideQuery(orderId ?? ''), enabled: Boolean(orderId) });
