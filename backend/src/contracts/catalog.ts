/**
 * Catalogue REST payload types shared by backend and frontend (types only): products, reviews,
 * All Ratings entries and favourites.
 */

export const PRODUCT_CATEGORIES = [
  'Apps (Camera & Filters)',
  'Apps ( Games )',
  'Steam Games',
  'Nintendo Games',
  'Course',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export type OptionName = 'Duration' | 'Version' | 'Edition';
export type ProductSort = 'default' | 'price_asc' | 'price_desc' | 'rating';
export type RatingSort = 'date' | 'rating' | 'name';

export interface ProductOptionChoice {
  label: string;
  value: string;
  price: number;
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
