import type { AdminOrderView, FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { startFulfilmentStep } from '../api/start-fulfilment-step';
import { stepFailureTitle } from '../order-labels';
import { useOrderEvents } from './use-order-events';

/** What the screen shows after a step: a refusal, a failure (with its checklist) or a success. */
export interface StepNotice {
  orderId: string;
  step: FulfilmentStep;
  /** info: a backorder (waiting for codes, filled by itself), said neutrally. */
  tone: 'success' | 'error' | 'info';
  title: string | null;
  message: string;
  /** Show the checklist that comes with a failed activation send (docs/product/rules.md#error-messages). */
  checklist: boolean;
  /** When the result arrived (ms): the step's e-mail is the order's newest one since shortly before. */
  at: number;
}

interface SendingState {
  step: FulfilmentStep;
  /** The server accepted the step (202); we now wait for its job's result. */
  accepted: boolean;
  /** An order:changed showed the step pending; a later one without it means the job ended. */
  seenPending: boolean;
}

function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && Boolean(error.message);
}

/**
 * Starts fulfilment steps (GUIDE, ACTIVATE, trigger delivery, ship, send installation) and tracks each
 * order's "sending" state from the POST until the job's `fulfilment:result` arrives over the socket
 * (or the order's pendingStep is null again).
 */
export function useFulfilmentSteps() {
  const { t } = useTranslation('admin-orders');
  const [sending, setSending] = useState<Record<string, SendingState>>({});
  const [notice, setNotice] = useState<StepNotice | null>(null);

  const clear = useCallback((orderId: string) => {
    setSending((current) => {
      if (!(orderId in current)) return current;
      const next = { ...current };
      delete next[orderId];
      return next;
    });
  }, []);

  const onResult = useCallback(
    (result: FulfilmentResult) => {
      clear(result.orderId);
      setNotice({
        orderId: result.orderId,
        step: result.step,
        tone: result.ok ? 'success' : result.backordered ? 'info' : 'error',
        title: result.ok
          ? null
          : result.backordered
            ? t('stepNotice.backorderTitle')
            : stepFailureTitle(result.step, t),
        message: result.message,
        checklist: !result.ok && !result.backordered && result.step === 'activate',
        at: Date.now(),
      });
    },
    [clear, t],
  );

  const onOrderChanged = useCallback((order: AdminOrderView) => {
    setSending((current) => {
      const state = current[order.orderId];
      if (!state) return current;
      if (order.pendingStep !== null) return { ...current, [order.orderId]: { ...state, seenPending: true } };
      if (!state.accepted || !state.seenPending) return current;
      const next = { ...current };
      delete next[order.orderId];
      return next;
    });
  }, []);

  useOrderEvents({ onResult, onOrderChanged });

  const start = useCallback(
    async (orderId: string, step: FulfilmentStep, fallbackFailure?: string) => {
      setNotice(null);
      setSending((current) => ({ ...current, [orderId]: { step, accepted: false, seenPending: false } }));
      try {
        await startFulfilmentStep(orderId, step);
        // The result may already have arrived (and cleared the state): only mark a state still waiting.
        setSending((current) => {
          const state = current[orderId];
          return state ? { ...current, [orderId]: { ...state, accepted: true } } : current;
        });
      } catch (error) {
        clear(orderId);
        const refused = isRefusal(error);
        setNotice({
          orderId,
          step,
          tone: 'error',
          title: refused ? null : (fallbackFailure ?? stepFailureTitle(step, t)),
          message: refused ? error.message : errorMessage(error),
          checklist: !refused && step === 'activate',
          at: Date.now(),
        });
      }
    },
    [clear, t],
  );

  const sendingStep = (order: { orderId: string; pendingStep: FulfilmentStep | null }): FulfilmentStep | null =>
    sending[order.orderId]?.step ?? order.pendingStep;

  return { start, sendingStep, notice, dismissNotice: () => setNotice(null) };
}
