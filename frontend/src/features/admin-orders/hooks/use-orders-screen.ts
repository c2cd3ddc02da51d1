import type { AdminOrderView, FulfilmentStep, OrderStatus } from '@kedai/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { adminOrdersErrorMessage, useAdminOrders, type AdminOrderFilter } from '../api/get-admin-orders';
import type { OrdersDebugInfo } from '../components/orders-debug-panel';
import { useFulfilmentSteps } from './use-fulfilment-steps';

export const SEARCH_DELAY_MS = 300;

export interface PendingConfirmation {
  order: AdminOrderView;
  step: Extract<FulfilmentStep, 'send-guide' | 'activate'>;
}

/**
 * The Admin Orders screen (admin spec §2): search, status filter, paging, the live list, the details
 * modal, and GUIDE / ACTIVATE behind a confirmation with their sending state.
 */
export function useOrdersScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<OrderStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filter: AdminOrderFilter = { search: term, status, page };
  const orders = useAdminOrders(filter);
  const steps = useFulfilmentSteps();
  // The open order is in the URL (?focus=<orderId>): links from chat, the queue monitor or e-mails open it.
  const [params, setParams] = useSearchParams();
  const detailsId = params.get('focus');
  const setDetailsId = (orderId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (orderId) next.set('focus', orderId);
        else next.delete('focus');
        return next;
      },
      { replace: true },
    );
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [debugOpen, setDebugOpen] = useState(false);

  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    status,
    setStatus: (value: OrderStatus | 'all') => {
      setStatusFilter(value);
      setPage(1);
    },
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
    openDetails: (order: AdminOrderView) => setDetailsId(order.orderId),
    closeDetails: () => setDetailsId(null),
    confirming,
    askConfirmation: (order: AdminOrderView, step: PendingConfirmation['step']) => setConfirming({ order, step }),
    cancelConfirmation: () => setConfirming(null),
    confirm: () => {
      if (!confirming) return;
      setConfirming(null);
      void steps.start(confirming.order.orderId, confirming.step);
    },
    /** Shipped orders whose steps were not sent (e.g. after Trigger Delivery): no confirmation, as on Auto Delivery. */
    sendInstallation: (order: AdminOrderView) => void steps.start(order.orderId, 'send-installation'),
    sendingStep: steps.sendingStep,
    notice: steps.notice,
    dismissNotice: steps.dismissNotice,
  };
}
