import type { AdminOrderView, FulfilmentResult } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSocketEvent, useSocketReconnect } from '@/hooks/use-socket-event';
import { createTrailingThrottle } from '@/lib/chat/trailing-throttle';
import { autoDeliveryKey } from '../api/get-auto-delivery';
import { codePoolsKey } from '../api/get-code-pools';
import { adminOrderDetailKey } from '../api/get-admin-order';
import { adminOrderSummaryKey } from '../api/get-admin-order-summary';
import { adminOrdersKey } from '../api/get-admin-orders';
import { upsertAdminOrder } from '../api/order-cache';

export interface OrderEventHandlers {
  onOrderChanged?: (order: AdminOrderView) => void;
  onResult?: (result: FulfilmentResult) => void;
}

/**
 * Keeps the admin order screens live over the page's one socket (docs/realtime.md): every
 * `order:changed` goes into the cached lists and details (new orders at the top, no reload) and the
 * auto-delivery list is refetched; `fulfilment:result` is handed to the screen. After a reconnect the
 * lists are reloaded, since events sent while away are lost.
 */
/**
 * The stats above the list are read again at most this often while orders change: each read sums every matching
 * order on the server, and a busy shop changes orders many times a second.
 */
export const SUMMARY_REFRESH_MS = 500;

export function useOrderEvents(handlers: OrderEventHandlers = {}) {
  const queryClient = useQueryClient();
  const summaryRefresh = useMemo(
    () =>
      createTrailingThrottle<null>(
        SUMMARY_REFRESH_MS,
        () => void queryClient.invalidateQueries({ queryKey: adminOrderSummaryKey }),
      ),
    [queryClient],
  );
  useEffect(() => () => summaryRefresh.cancel(), [summaryRefresh]);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useSocketReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    void queryClient.invalidateQueries({ queryKey: autoDeliveryKey });
  });
  useSocketEvent('order:changed', (order) => {
    upsertAdminOrder(queryClient, order);
    // The stats are sums over every order matching the filters: refetch them (only the shown ones are active),
    // once for a burst of changes.
    summaryRefresh.schedule('summary', null);
    // The timeline is not part of the event: reload an open detail.
    void queryClient.invalidateQueries({ queryKey: adminOrderDetailKey(order.orderId) });
    void queryClient.invalidateQueries({ queryKey: autoDeliveryKey });
    // A delivery, a backorder or a burned code changes the pools' counts (refetched only where shown).
    void queryClient.invalidateQueries({ queryKey: codePoolsKey });
    handlersRef.current.onOrderChanged?.(order);
  });
  useSocketEvent('fulfilment:result', (result) => {
    void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    void queryClient.invalidateQueries({ queryKey: autoDeliveryKey });
    handlersRef.current.onResult?.(result);
  });
}
