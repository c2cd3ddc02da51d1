import type { GuestOrderView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getGuestOrder = (orderId: string) =>
  api.get<GuestOrderView>(`/orders/redeem/${encodeURIComponent(orderId)}`, { onUnauthorized: 'ignore' });

export const guestOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['guest-order', orderId], queryFn: () => getGuestOrder(orderId), retry: false });

export const useGuestOrder = (orderId: string | undefined) =>
  useQuery({ ...guestOrderQuery(orderId ?? ''), enabled: Boolean(orderId) });
