/**
 * Catalogue REST payload types shared by backend and frontend (types only): products, reviews,
 * All Ratings entries and favourites.
 */

import type { MissingTranslation, ProductTranslations } from './product-translations';

export const PRODUCT_CATEGORIES = [
  'Apps (Camera & Filters)',
  'Apps ( Games )',
  'Steam Games',
  'Nintendo Games',
  'Course',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Game-platform rentals: time-limited accounts rather than codes (docs/product/orders.md#rentals). */
export const RENTAL_CATEGORY: ProductCategory = 'Steam Games';

/** An order (or cart) of rentals only: it speaks of game accounts and rental time, never of codes. */
export const isRentalOnly = (items: readonly { category: string }[]) =>
  items.length > 0 && items.every((item) => item.category === RENTAL_CATEGORY);

/** The option a product may be sold by (one per product: a cart line names one choice). */
export const PRODUCT_OPTION_NAMES = ['Duration', 'Version', 'Edition'] as const;
export type OptionName = (typeof PRODUCT_OPTION_NAMES)[number];
export type ProductSort = 'default' | 'price_asc' | 'price_desc' | 'rating';
export type RatingSort = 'date' | 'rating' | 'name';

export interface ProductOptionChoice {
  label: string;
  value: string;
  /** RM, two decimals: what one unit with this choice costs. */
  price: number;
  /** Units of this choice left, when the choice keeps its own stock (else only the product's stock counts). */
  stock?: number;
}

export interface ProductOption {
  name: OptionName;
  choices: ProductOptionChoice[];
}

export interface ProductImage {
  url: string;
  order: number;
}

export interface ProductBadges {
  hotSell: boolean;
  lowStock: boolean;
}

export interface ProductView {
  /** Stable uuid; favourites are kept by it. */
  id: string;
  /** product_N, the 1-based catalogue position. */
  catalogId: string;
  productCode: string;
  sku: string | null;
  title: string;
  description: string;
  /** RM, two decimals. */
  price: number;
  category: ProductCategory;
  stock: number;
  tags: string[];
  /** Average review rating to one decimal; 0 without reviews. */
  rating: number;
  reviewCount: number;
  options: ProductOption[];
  specifications: Record<string, string>;
  images: ProductImage[];
  badges: ProductBadges;
}

export interface ProductPage {
  items: ProductView[];
  total: number;
  page: number;
  limit: number;
}

export interface ReviewView {
  id: string;
  productId: string;
  rating: number;
  comment: string;
  userName: string;
  version: string | null;
  createdAt: string;
  modifiedAt: string;
}

export interface ProductRatingsView {
  product: ProductView;
  average: number;
  count: number;
  /** Up to 3, newest first. */
  recentReviews: ReviewView[];
}

export interface LikesView {
  productIds: string[];
}

export interface ProductVariantView {
  sku: string;
  specifications: Record<string, string>;
  price: number;
  stock: number;
  image?: string | null;
}

/** A product as the admin Product Management screen reads it (docs/product/admin.md#products). */
export interface AdminProductView extends ProductView {
  /** Malay and Chinese texts; the view's own texts are the English ones. */
  translations: ProductTranslations;
  /** Texts with English but no Malay or Chinese yet ("translations missing" filter). */
  missingTranslations: MissingTranslation[];
  stockWarningLevel: number;
  /** Stock at or below the warning level. */
  hasStockWarning: boolean;
  variants: ProductVariantView[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Why a product's stock changed (docs/product/admin.md#stock-history). */
export const STOCK_CHANGE_REASONS = ['sale', 'cancel', 'refund', 'restock', 'manual'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];
export const STOCK_CHANGE_REASON_LABELS: Record<StockChangeReason, string> = {
  sale: 'Sale',
  cancel: 'Order cancelled',
  refund: 'Refund',
  restock: 'Restock',
  manual: 'Manual edit',
};
/** Who changed it: a shopper's checkout, a member of staff, or the shop itself (a job such as the unpaid-order sweep). */
export type StockChangeActorType = 'customer' | 'staff' | 'system';

/** One line of GET /api/admin/products/{id}/stock-history, newest first. */
export interface StockChangeView {
  id: string;
  /** Units added (positive) or taken (negative). */
  change: number;
  stockAfter: number;
  reason: StockChangeReason;
  actorType: StockChangeActorType;
  /** The customer's or staff member's name; null for the shop itself. */
  actorName: string | null;
  orderId: string | null;
  at: string;
}

/**
 * DELETE /api/admin/products/{id}: `deleted` when the product was never ordered; `deactivated` when orders
 * hold it (they keep their history), with the product as it now is.
 */
export type AdminProductDeleteResult =
  { outcome: 'deleted'; message: string } | { outcome: 'deactivated'; message: string; product: AdminProductView };

/** Admin product images: what the form and the server accept. */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 6;
export const DEFAULT_STOCK_WARNING_LEVEL = 10;
