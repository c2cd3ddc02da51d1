import type { MyOrdersView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyOrders = () => api.get<MyOrdersView>('/me/orders');

export const myOrdersQuery = () => queryOptions({ queryKey: ['my-orders'], queryFn: getMyOrders });

export const useMyOrders = () => useQuery(myOrdersQuery());
