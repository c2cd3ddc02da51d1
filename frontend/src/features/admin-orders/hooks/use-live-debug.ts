import type { AdminOrderView, FulfilmentResult } from '@kedai/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocket } from '@/lib/socket-client';

export interface LiveEvent {
  at: Date;
  name: string;
  detail: string;
}

export interface LiveDebugState {
  connected: boolean;
  socketId: string | null;
  events: LiveEvent[];
}

const KEPT_EVENTS = 20;

/**
 * What the Debug panel of Admin Orders shows about the live connection: whether the socket is up and
 * the last live events it received, newest first, from the moment the panel opened.
 */
export function useLiveDebug(): LiveDebugState {
  const { t } = useTranslation('admin-orders');
  const [state, setState] = useState<LiveDebugState>(() => {
    const socket = getSocket();
    return { connected: socket.connected, socketId: socket.id ?? null, events: [] };
  });

  useEffect(() => {
    const socket = getSocket();
    const record = (name: string, detail: string) =>
      setState((current) => ({
        connected: socket.connected,
        socketId: socket.id ?? null,
        events: [{ at: new Date(), name, detail }, ...current.events].slice(0, KEPT_EVENTS),
      }));
    const onConnect = () => record('connect', t('debug.event.connected'));
    const onDisconnect = (reason: string) => record('disconnect', reason);
    const onConnectError = (error: Error) => record('connect_error', error.message);
    const onChanged = (order: AdminOrderView) =>
      record(
        'order:changed',
        t('debug.event.orderChanged', {
          orderId: order.orderId,
          status: order.status,
          paymentStatus: order.paymentStatus,
        }),
      );
    const onResult = (result: FulfilmentResult) =>
      record(
        'fulfilment:result',
        t(result.ok ? 'debug.event.resultOk' : 'debug.event.resultFailed', {
          orderId: result.orderId,
          step: result.step,
          message: result.message,
        }),
      );

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('order:changed', onChanged);
    socket.on('fulfilment:result', onResult);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('order:changed', onChanged);
      socket.off('fulfilment:result', onResult);
    };
  }, [t]);

  return state;
}
