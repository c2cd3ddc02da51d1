import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocket } from '@/lib/socket-client';
import { inspectionKey } from '../api/get-order-inspection';

export interface LiveEvent {
  key: number;
  at: string;
  event: 'order:changed' | 'fulfilment:result';
  summary: string;
}

let counter = 0;

/**
 * The realtime events about one order as they arrive (order:changed and fulfilment:result, sent to every
 * staff socket); each one also reloads the inspection, so jobs and e-mails follow without a reload.
 */
export function useInspectorLive(orderId: string): LiveEvent[] {
  const { t } = useTranslation('admin-orders');
  const queryClient = useQueryClient();
  const [events, setEvents] = useState<LiveEvent[]>([]);

  useEffect(() => {
    const socket = getSocket();
    const push = (event: LiveEvent['event'], summary: string) => {
      counter += 1;
      setEvents((current) => [{ key: counter, at: new Date().toISOString(), event, summary }, ...current].slice(0, 50));
      void queryClient.invalidateQueries({ queryKey: inspectionKey(orderId) });
    };
    const onChanged = (order: {
      orderId: string;
      status: string;
      paymentStatus: string;
      pendingStep: string | null;
    }) => {
      if (order.orderId !== orderId) return;
      const facts = { status: order.status, paymentStatus: order.paymentStatus, step: order.pendingStep };
      push(
        'order:changed',
        order.pendingStep ? t('inspector.live.orderChangedSending', facts) : t('inspector.live.orderChanged', facts),
      );
    };
    const onResult = (result: { orderId: string; step: string; ok: boolean; message: string }) => {
      if (result.orderId !== orderId) return;
      push(
        'fulfilment:result',
        t(result.ok ? 'inspector.live.resultDone' : 'inspector.live.resultFailed', {
          step: result.step,
          message: result.message,
        }),
      );
    };
    socket.on('order:changed', onChanged);
    socket.on('fulfilment:result', onResult);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('order:changed', onChanged);
      socket.off('fulfilment:result', onResult);
    };
  }, [orderId, queryClient, t]);

  return events;
}
