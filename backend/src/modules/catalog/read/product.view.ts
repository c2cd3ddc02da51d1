import { ApiProperty } from '@nestjs/swagger';
import { productBadges, type ProductBadges } from '../rules/badges';
import type * as Contract from '@kedai/contracts';
import {
  translatedProductTexts,
  type Language,
  type ProductCategory,
  type ProductImage,
  type ProductOption,
} from '@kedai/contracts';
import type { Product } from '../entities/product.entity';
import type { Review } from '../entities/review.entity';

/** What the storefront receives for a product. */
export class ProductView implements Contract.ProductView {
  @ApiProperty({ description: 'Stable id (uuid); favourites use it' }) id!: string;
  @ApiProperty({ description: 'product_N: the 1-based catalogue position', example: 'product_1' }) catalogId!: string;
  @ApiProperty({ example: 'DZ' }) productCode!: string;
  @ApiProperty({ nullable: true, type: String }) sku!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'RM, 2 decimals' }) price!: number;
  @ApiProperty() category!: ProductCategory;
  @ApiProperty() stock!: number;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ description: 'Average review rating, one decimal; 0 without reviews' }) rating!: number;
  @ApiProperty() reviewCount!: number;
  @ApiProperty() options!: ProductOption[];
  @ApiProperty() specifications!: Record<string, string>;
  @ApiProperty() images!: ProductImage[];
  @ApiProperty() badges!: ProductBadges;
}

/** The product as a storefront visitor reads it in `language`: its texts translated where they are, else English. */
export function toProductView(product: Product, language: Language = 'en'): ProductView {
  const texts = translatedProductTexts(product, product.translations, language);
  return {
    id: product.id,
    catalogId: `product_${product.catalogPosition}`,
    productCode: product.productCode,
    sku: product.sku,
    title: texts.title,
    description: texts.description,
    price: product.price,
    category: product.category,
    stock: product.stock,
    tags: product.tags,
    rating: product.rating,
    reviewCount: product.reviewCount,
    options: texts.options,
    specifications: texts.specifications,
    images: [...product.images].sort((a, b) => a.order - b.order),
    badges: productBadges(product),
  };
}

export class ProductPage implements Contract.ProductPage {
  @ApiProperty({ type: [ProductView] }) items!: ProductView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}

export class ReviewView implements Contract.ReviewView {
  @ApiProperty() id!: string;
  @ApiProperty() productId!: string;
  @ApiProperty() rating!: number;
  @ApiProperty() comment!: string;
  @ApiProperty() userName!: string;
  @ApiProperty({ nullable: true, type: String }) version!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() modifiedAt!: string;
}

export function toReviewView(review: Review): ReviewView {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    comment: review.comment,
    userName: review.userName,
    version: review.version,
    createdAt: review.createdAt.toISOString(),
    modifiedAt: review.modifiedAt.toISOString(),
  };
}

export class ProductRatingsView implements Contract.ProductRatingsView {
  @ApiProperty() product!: ProductView;
  @ApiProperty({ description: 'Average rating, one decimal' }) average!: number;
  @ApiProperty() count!: number;
  @ApiProperty({ type: [ReviewView], description: 'Up to 3, newest first' }) recentReviews!: ReviewView[];
}

export class LikesView implements Contract.LikesView {
  @ApiProperty({ type: [String] }) productIds!: string[];
}
