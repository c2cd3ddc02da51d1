import type { OrderUpdated } from '@kedai/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  const keysRef = useRef(queryKeys);
  useEffect(() => {
    keysRef.current = queryKeys;
  }, [queryKeys]);

  useEffect(() => {
    if (!orderId || !watchToken) return;
    const socket = getSocket();
    const refetch = () => {
      for (const queryKey of keysRef.current) void queryClient.invalidateQueries({ queryKey });
    };
    const watch = () => {
      // A refusal is not shown: the page already shows the order's state from its REST call.
      emitWithAck(socket, 'order:watch', { orderId, token: watchToken }).catch(() => undefined);
    };
    let connectedBefore = socket.connected;
    const onConnect = () => {
      watch();
      // Changes made while the connection was down were not pushed: read the order again.
      if (connectedBefore) refetch();
      connectedBefore = true;
    };
    const onUpdated = (update: OrderUpdated) => {
      if (update.orderId === orderId) refetch();
    };

    socket.on('connect', onConnect);
    socket.on('order:updated', onUpdated);
    if (socket.connected) watch();
    else socket.connect();

    return () => {
      socket.off('connect', onConnect);
      socket.off('order:updated', onUpdated);
      if (socket.connected) emitWithAck(socket, 'order:unwatch', { orderId }).catch(() => undefined);
    };
  }, [orderId, watchToken, queryClient]);
}
