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

/** The words for a star rating: keys of the catalog namespace, translated where shown. */
export const RATING_LABEL_KEYS: Record<number, `ratingLabels.${'poor' | 'fair' | 'good' | 'veryGood' | 'excellent'}`> =
  {
    1: 'ratingLabels.poor',
    2: 'ratingLabels.fair',
    3: 'ratingLabels.good',
    4: 'ratingLabels.veryGood',
    5: 'ratingLabels.excellent',
  };
