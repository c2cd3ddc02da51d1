import type { OrderView } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReviewInput {
  rating: number | null;
  comment: string;
}

const path = (orderId: string) => `/me/orders/${encodeURIComponent(orderId)}/review`;
const body = (input: ReviewInput) => ({ rating: input.rating ?? undefined, comment: input.comment });

export const createOrderReview = (orderId: string, input: ReviewInput) =>
  api.post<OrderView>(path(orderId), body(input));
export const updateOrderReview = (orderId: string, input: ReviewInput) =>
  api.put<OrderView>(path(orderId), body(input));
export const deleteOrderReview = (orderId: string) => api.delete<{ message: string }>(path(orderId));

/** Create, edit or delete the review of one order; the order lists and reviews refresh afterwards. */
export function useOrderReview(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['my-orders'] });
    void queryClient.invalidateQueries({ queryKey: ['my-reviews'] });
  };
  return {
    create: useMutation({ mutationFn: (input: ReviewInput) => createOrderReview(orderId, input), onSuccess: refresh }),
    update: useMutation({ mutationFn: (input: ReviewInput) => updateOrderReview(orderId, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => deleteOrderReview(orderId), onSuccess: refresh }),
  };
}
