import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '@/lib/socket-client';
import { dashboardKey } from '../api/get-dashboard';

/** Bursts of order events (a bulk fulfilment, say) cause one reload, not one each. */
const SETTLE_MS = 1000;

/**
 * Reloads the dashboard figures when an order is created or changes (`order:changed`, sent to every
 * admin socket, docs/realtime.md) and after a reconnect, since events sent while away are lost.
 */
export function useDashboardLive() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = getSocket();
    let connectedBefore = socket.connected;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: dashboardKey }), SETTLE_MS);
    };
    const onConnect = () => {
      if (connectedBefore) reload();
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    socket.on('order:changed', reload);
    if (!socket.connected) socket.connect();
    return () => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('order:changed', reload);
    };
  }, [queryClient]);
}
