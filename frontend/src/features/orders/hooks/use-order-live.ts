import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketEvent, useSocketReconnect } from '@/hooks/use-socket-event';
import { emitWithAck, getSocket } from '@/lib/socket-client';

/**
 * Follows one order live (docs/realtime.md): joins its room with `order:watch` and the order's watch
 * token (which comes with the order's REST view; again after every reconnect), and on `order:updated`
 * for that order, or after a reconnect that may have missed one, refetches the given queries over REST.
 * Leaves the room with `order:unwatch` on unmount.
 */
export function useOrderLive(
  orderId: string | undefined,
  watchToken: string | undefined,
  queryKeys: readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  const watch = () => {
    if (!orderId || !watchToken) return;
    // A refusal is not shown: the page already shows the order's state from its REST call.
    emitWithAck(getSocket(), 'order:watch', { orderId, token: watchToken }).catch(() => undefined);
  };

  // Every (re)connect joins the room again; changes made while the connection was down were not pushed.
  useSocketEvent('connect', watch);
  useSocketReconnect(() => {
    if (orderId && watchToken) refetch();
  });
  useSocketEvent('order:updated', (update) => {
    if (orderId && watchToken && update.orderId === orderId) refetch();
  });

  useEffect(() => {
    if (!orderId || !watchToken) return;
    const socket = getSocket();
    if (socket.connected) {
      // A refusal is not shown: the page already shows the order's state from its REST call.
      emitWithAck(socket, 'order:watch', { orderId, token: watchToken }).catch(() => undefined);
    }
    return () => {
      if (socket.connected) emitWithAck(socket, 'order:unwatch', { orderId }).catch(() => undefined);
    };
  }, [orderId, watchToken]);
}
