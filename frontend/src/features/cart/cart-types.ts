import type { CartLineView } from '@kedai/contracts';

export interface CartChoice {
  label: string;
  value: string;
  price: number;
}

/** A cart line as the storefront keeps it, the same in browser storage and on the server. */
export interface CartItem {
  productId: string;
  productCode: string;
  title: string;
  category: string;
  image: string | null;
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  choices: CartChoice[];
  price: number;
  quantity: number;
  selected: boolean;
}

/** What product pages hand to addItem (a ProductView has all of it). */
export interface CartProductInput {
  id: string;
  productCode: string;
  title: string;
  category: string;
  price: number;
  images: { url: string; order: number }[];
  options: { name: string; choices: CartChoice[] }[];
}

export const lineKey = (item: Pick<CartItem, 'productId' | 'optionValue'>) =>
  `${item.productId}|${item.optionValue ?? ''}`;

export const fromServerLine = (line: CartLineView): CartItem => ({ ...line });

/** The Version switcher applies to items with a Duration option, except courses (docs/product/storefront.md#cart). */
export const hasVersionSwitcher = (item: CartItem) =>
  item.optionName === 'Duration' && item.category !== 'Course' && item.choices.length > 1;

export const MAX_QUANTITY = 99;
