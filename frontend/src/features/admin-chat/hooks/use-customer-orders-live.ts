import type { ChatCustomerOrders } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocketEvent } from '@/hooks/use-socket-event';
import { customerOrdersKey } from '../api/get-customer-orders';

/**
 * Keeps the sidebar's orders live: each `order:changed` replaces the order it names, and a failed or refused
 * step's `fulfilment:result` is kept to show under that order.
 */
export function useCustomerOrdersLive(sessionId: string) {
  const queryClient = useQueryClient();
  const [failures, setFailures] = useState<Record<string, string>>({});

  const key = customerOrdersKey(sessionId);
  const holds = (orderId: string) =>
    queryClient.getQueryData<ChatCustomerOrders>(key)?.orders.some((entry) => entry.order.orderId === orderId);
  useSocketEvent('order:changed', (order) => {
    if (!holds(order.orderId)) return;
    queryClient.setQueryData<ChatCustomerOrders>(key, (data) =>
      data
        ? {
            ...data,
            orders: data.orders.map((entry) => (entry.order.orderId === order.orderId ? { ...entry, order } : entry)),
          }
        : data,
    );
  });
  useSocketEvent('fulfilment:result', (result) => {
    if (!holds(result.orderId)) return;
    setFailures((current) => {
      const next = { ...current };
      if (result.ok) delete next[result.orderId];
      else next[result.orderId] = result.message;
      return next;
    });
  });

  return { failures, fail: (orderId: string, message: string) => setFailures((f) => ({ ...f, [orderId]: message })) };
}
