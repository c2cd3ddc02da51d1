import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent, useSocketReconnect } from '@/hooks/use-socket-event';
import { dashboardKey } from '../api/get-dashboard';

/** Bursts of order events (a bulk fulfilment, say) cause one reload, not one each. */
const SETTLE_MS = 1000;

/**
 * Reloads the dashboard figures when an order is created or changes (`order:changed`, sent to every
 * admin socket, docs/realtime.md) and after a reconnect, since events sent while away are lost.
 */
export function useDashboardLive() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reload = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: dashboardKey }), SETTLE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useSocketReconnect(reload);
  useSocketEvent('order:changed', reload);
}
