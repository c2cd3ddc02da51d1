import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocketEvent } from '@/hooks/use-socket-event';
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

  const record = (name: string, detail: string) => {
    const socket = getSocket();
    setState((current) => ({
      connected: socket.connected,
      socketId: socket.id ?? null,
      events: [{ at: new Date(), name, detail }, ...current.events].slice(0, KEPT_EVENTS),
    }));
  };
  useSocketEvent('connect', () => record('connect', t('debug.event.connected')));
  useSocketEvent('disconnect', (reason) => record('disconnect', reason));
  useSocketEvent('connect_error', (error) => record('connect_error', error.message));
  useSocketEvent('order:changed', (order) =>
    record(
      'order:changed',
      t('debug.event.orderChanged', {
        orderId: order.orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
      }),
    ),
  );
  useSocketEvent('fulfilment:result', (result) =>
    record(
      'fulfilment:result',
      t(result.ok ? 'debug.event.resultOk' : 'debug.event.resultFailed', {
        orderId: result.orderId,
        step: result.step,
        message: result.message,
      }),
    ),
  );

  return state;
}
