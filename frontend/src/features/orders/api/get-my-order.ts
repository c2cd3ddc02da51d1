import type { OrderView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyOrder = (orderId: string) => api.get<OrderView>(`/me/orders/${encodeURIComponent(orderId)}`);

export const myOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['my-orders', orderId], queryFn: () => getMyOrder(orderId), retry: false });

export const useMyOrder = (orderId: string) => useQuery(myOrderQuery(orderId));
