import type { CartLineInput, CartView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import type { CartItem } from '../cart-types';

const toInput = (item: CartItem): CartLineInput => ({
  productId: item.productId,
  optionValue: item.optionValue,
  quantity: item.quantity,
  selected: item.selected,
});

export const getServerCart = () => api.get<CartView>('/me/cart');
export const replaceServerCart = (items: CartItem[]) => api.put<CartView>('/me/cart', { items: items.map(toInput) });
export const mergeIntoServerCart = (items: CartItem[]) =>
  api.post<CartView>('/me/cart/merge', { items: items.map(toInput) });
