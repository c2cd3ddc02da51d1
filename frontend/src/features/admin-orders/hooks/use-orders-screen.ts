import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderView,
  type FulfilmentStep,
  type OrderStatus,
  type PaymentStatus,
} from '@kedai/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { useAdminOrderSummary } from '../api/get-admin-order-summary';
import { adminOrdersErrorMessage, useAdminOrders, type AdminOrderFilter } from '../api/get-admin-orders';
import type { OrdersDebugInfo } from '../components/orders-debug-panel';
import { useFulfilmentSteps } from './use-fulfilment-steps';

export const SEARCH_DELAY_MS = 300;

/** A YYYY-MM-DD day from the URL, or '' (anything else is ignored rather than sent). */
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export interface PendingConfirmation {
  order: AdminOrderView;
  step: Extract<FulfilmentStep, 'send-guide' | 'activate'>;
}

/**
 * The Admin Orders screen (docs/product/admin.md#orders): search, status filter, paging, the live list, the details
 * modal, and GUIDE / ACTIVATE behind a confirmation with their sending state.
 */
export function useOrdersScreen() {
  // Filters and the open order live in the URL (?q=&status=&payment=&from=&to=&page=&focus=), so a deep link (the queue monitor,
  // the chat sidebar, an e-mail to staff) opens exactly that view; typing replaces the entry, not adds one.
  const [params, setParams] = useSearchParams();
  const updateParams = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The box keeps its own text (a controlled input must update in the keystroke); the URL follows it.
  const [search, setSearchText] = useState(() => params.get('q') ?? '');
  const rawStatus = params.get('status');
  const status: OrderStatus | 'all' = (ORDER_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as OrderStatus)
    : 'all';
  const rawPayment = params.get('payment');
  const paymentStatus: PaymentStatus | 'all' = (PAYMENT_STATUSES as readonly string[]).includes(rawPayment ?? '')
    ? (rawPayment as PaymentStatus)
    : 'all';
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setSearch = (value: string) => {
    setSearchText(value);
    updateParams({ q: value.trim(), page: null });
  };
  const setPage = (value: number) => updateParams({ page: value > 1 ? String(value) : null });
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filter: AdminOrderFilter = { search: term, status, paymentStatus, from, to, page };
  const orders = useAdminOrders(filter);
  const summary = useAdminOrderSummary({ search: term, status, paymentStatus, from, to });
  const steps = useFulfilmentSteps();
  // The open order is in the URL (?focus=<orderId>): links from chat, the queue monitor or e-mails open it.
  const detailsId = params.get('focus');
  const setDetailsId = (orderId: string | null) => updateParams({ focus: orderId });
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [debugOpen, setDebugOpen] = useState(false);
  // The rows' handlers keep their identity, so a change to one order re-renders that row only (OrderRow is memo).
  const openDetails = useStableCallback((order: AdminOrderView) => setDetailsId(order.orderId));
  const askConfirmation = useStableCallback((order: AdminOrderView, step: PendingConfirmation['step']) =>
    setConfirming({ order, step }),
  );
  const sendInstallation = useStableCallback(
    (order: AdminOrderView) => void steps.start(order.orderId, 'send-installation'),
  );

  return {
    search,
    setSearch,
    status,
    setStatus: (value: OrderStatus | 'all') => updateParams({ status: value === 'all' ? null : value, page: null }),
    paymentStatus,
    setPaymentStatus: (value: PaymentStatus | 'all') =>
      updateParams({ payment: value === 'all' ? null : value, page: null }),
    from,
    to,
    /** A date input's value ('' clears that end of the range). */
    setDateRange: (patch: { from?: string; to?: string }) => updateParams({ ...patch, page: null }),
    summary: summary.data,
    /** Whether any filter narrows the list (the empty state says so). */
    filtered: Boolean(term || from || to) || status !== 'all' || paymentStatus !== 'all',
    page,
    setPage,
    list: orders.data?.orders ?? [],
    total: orders.data?.total ?? 0,
    loading: orders.isPending,
    refreshing: orders.isFetching && !orders.isPending,
    loadError: orders.isError && !orders.data ? adminOrdersErrorMessage(orders.error) : null,
    refresh: () => void orders.refetch(),
    debugOpen,
    toggleDebug: () => setDebugOpen((open) => !open),
    debugInfo: {
      filter,
      shown: orders.data?.orders.length ?? 0,
      total: orders.data?.total ?? 0,
      loadedAt: orders.dataUpdatedAt,
      fetching: orders.isFetching,
      error: orders.error ? adminOrdersErrorMessage(orders.error) : null,
    } satisfies OrdersDebugInfo,
    detailsId,
    openDetails,
    closeDetails: () => setDetailsId(null),
    confirming,
    askConfirmation,
    cancelConfirmation: () => setConfirming(null),
    confirm: () => {
      if (!confirming) return;
      setConfirming(null);
      void steps.start(confirming.order.orderId, confirming.step);
    },
    /** Shipped orders whose steps were not sent (e.g. after Trigger Delivery): no confirmation, as on Auto Delivery. */
    sendInstallation,
    sendingStep: steps.sendingStep,
    notice: steps.notice,
    dismissNotice: steps.dismissNotice,
  };
}
