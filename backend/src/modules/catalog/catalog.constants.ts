import type { OptionName, ProductCategory, ProductSort, RatingSort } from '@kedai/contracts';

/** The five categories of the catalogue, spelled exactly as the storefront shows them (shared with the frontend). */
export { PRODUCT_CATEGORIES, type ProductCategory } from '@kedai/contracts';

/** Game-account rentals: the category whose products carry the rental warning and 3/12/24-hour durations. */
export const RENTAL_CATEGORY: ProductCategory = 'Steam Games';

export const OPTION_NAMES = ['Duration', 'Version', 'Edition'] as const satisfies readonly OptionName[];
export type { OptionName };

/** Home's Featured Products, in this order. */
export const FEATURED_CODES = ['DZ', 'VS', 'FT', 'SN'] as const;

/** The flagship photo membership (product code VS): a title containing this name earns the Hot Sell badge. */
export const FLAGSHIP_MEMBERSHIP_NAME = 'VSCO';

export const HOT_SELL_TAG = 'hot-sell';
export const LOW_STOCK_MAX = 5;
export const HOT_SELL_MIN_STOCK = 1000;
export const HOT_SELL_MIN_RATING = 5;

export const PRODUCT_SORTS = ['default', 'price_asc', 'price_desc', 'rating'] as const satisfies readonly ProductSort[];
export type { ProductSort };

export const RATING_SORTS = ['date', 'rating', 'name'] as const satisfies readonly RatingSort[];
export type { RatingSort };

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_MERGED_LIKES = 500;
/** Reviews shown per product on All Ratings. */
export const RECENT_REVIEWS_PER_PRODUCT = 3;
