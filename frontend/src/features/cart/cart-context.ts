import { createContext } from 'react';
import type { CartItem, CartProductInput } from './cart-types';

export interface CartContextValue {
  items: CartItem[];
  /** Sum of quantities: the header badge. */
  count: number;
  selectedItems: CartItem[];
  subtotal: number;
  addItem: (product: CartProductInput, options?: { optionValue?: string | null; quantity?: number }) => void;
  removeItem: (key: string) => void;
  removeItems: (keys: string[]) => void;
  clear: () => void;
  setQuantity: (key: string, quantity: number) => void;
  setVersion: (key: string, optionValue: string) => void;
  setSelected: (key: string, selected: boolean) => void;
  setAllSelected: (selected: boolean) => void;
  /** Takes the server's current unit prices (line key → price) after the customer accepts them. */
  acceptPrices: (prices: Record<string, number>) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);
