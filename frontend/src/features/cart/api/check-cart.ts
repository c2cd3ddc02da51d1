import type { CartCheck, OrderQuote } from '@kedai/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { CartItem } from '../cart-types';

const itemsOf = (items: CartItem[]) =>
  items.map((item) => ({ productId: item.productId, quantity: item.quantity, option: item.optionValue ?? undefined }));

/**
 * POST /api/orders/cart-check: price, stock and problems per line as the catalogue is now; a problem names the
 * product in the shopper's language.
 */
export function useCartCheck(items: CartItem[]) {
  const request = itemsOf(items);
  const language = currentLanguage();
  return useQuery({
    queryKey: ['cart-check', language, request],
    queryFn: ({ signal }) => api.post<CartCheck>('/orders/cart-check', { items: request, language }, { signal }),
    enabled: request.length > 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * POST /api/orders/quote: what the server will charge for these lines, held for 30 minutes (its price lock).
 * Not fetched again on focus: a shopper who went to their banking app to pay must come back to the price they
 * paid; the checkout asks again when the lock runs out.
 */
export function useOrderQuote(items: CartItem[], discountCode: string | null = null, enabled = true) {
  const request = itemsOf(items);
  return useQuery({
    queryKey: ['order-quote', request, discountCode],
    queryFn: ({ signal }) => quoteOrder(items, discountCode, signal),
    enabled: enabled && request.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** One quote for these lines with a discount code: refused (400 with the reason) when the code does not apply. */
export const quoteOrder = (items: CartItem[], discountCode: string | null, signal?: AbortSignal) =>
  api.post<OrderQuote>('/orders/quote', { items: itemsOf(items), ...(discountCode && { discountCode }) }, { signal });
