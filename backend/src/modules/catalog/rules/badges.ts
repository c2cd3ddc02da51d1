import {
  FLAGSHIP_MEMBERSHIP_NAME,
  HOT_SELL_MIN_RATING,
  HOT_SELL_MIN_STOCK,
  HOT_SELL_TAG,
  LOW_STOCK_MAX,
} from '../catalog.constants';

export interface ProductBadges {
  hotSell: boolean;
  lowStock: boolean;
}

export interface BadgeInput {
  title: string;
  tags: readonly string[];
  rating: number;
  stock: number;
}

/**
 * Hot Sell: tagged hot-sell, or the title names the flagship photo membership, or rated 5 with at least
 * 1000 in stock. Low Stock: 5 or fewer in stock and not hot (so a card never shows both).
 */
export function productBadges(product: BadgeInput): ProductBadges {
  const hotSell =
    product.tags.includes(HOT_SELL_TAG) ||
    product.title.toLowerCase().includes(FLAGSHIP_MEMBERSHIP_NAME.toLowerCase()) ||
    (product.rating >= HOT_SELL_MIN_RATING && product.stock >= HOT_SELL_MIN_STOCK);
  return { hotSell, lowStock: !hotSell && product.stock <= LOW_STOCK_MAX };
}
