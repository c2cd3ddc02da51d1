export type {
  ProductBadges,
  ProductCategory,
  ProductImage,
  ProductOption,
  ProductOptionChoice,
  ProductPage,
  ProductRatingsView,
  ProductSort,
  ProductView,
  RatingSort,
  ReviewView,
  LikesView,
} from '@kedai/contracts';
export { PRODUCT_CATEGORIES } from '@kedai/contracts';

/** The category of game-account rentals: rental warning and the Select Duration sheet on phones. */
export const RENTAL_CATEGORY = 'Steam Games';

export const RENTAL_WARNING =
  'If cheating leads to account ban, violators will be held responsible and charged at full price!';

export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};
