import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import { Review } from '../entities/review.entity';

export interface NewReview {
  productId: string;
  rating: number;
  userName: string;
  comment?: string;
  userId?: string | null;
  orderId?: string | null;
  version?: string | null;
}

/** A review as other modules read it: plain data, never the entity. */
export interface ReviewRecord {
  id: string;
  productId: string;
  orderId: string | null;
  rating: number;
  comment: string;
  createdAt: Date;
  modifiedAt: Date;
}

const toReviewRecord = (review: Review): ReviewRecord => ({
  id: review.id,
  productId: review.productId,
  orderId: review.orderId,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  modifiedAt: review.modifiedAt,
});

export interface ReviewChanges {
  rating?: number;
  comment?: string;
}

export const REVIEW_RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

function checkRating(rating: number) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new ApiError(HttpStatus.BAD_REQUEST, 'rating_required', 'Please select a rating');
  }
}

const reviewNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'review_not_found', 'Review not found');

/**
 * Reviews and the product's rating/reviewCount change together: every change locks the product row,
 * writes the review and recomputes the average (one decimal) and count in one transaction. Who may
 * review or edit (delivered order, 24-hour window) is the caller's rule (orders module).
 */
@Injectable()
export class ReviewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async lockProduct(em: EntityManager, productId: string) {
    const rows = await em.query<{ id: string }[]>('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
    if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
  }

  /** Recomputes the product's average and count from its reviews. Call inside the transaction that changed them. */
  async refreshProductRating(em: EntityManager, productId: string): Promise<void> {
    await em.query(
      `UPDATE products SET
         rating = COALESCE((SELECT ROUND(AVG(rating)::numeric, 1) FROM reviews WHERE product_id = $1), 0),
         review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = $1)
       WHERE id = $1`,
      [productId],
    );
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : this.dataSource.transaction(work);
  }

  async create(input: NewReview, manager?: EntityManager): Promise<ReviewRecord> {
    checkRating(input.rating);
    return this.inTransaction(manager, async (em) => {
      await this.lockProduct(em, input.productId);
      const repo = em.getRepository(Review);
      const review = await repo.save(
        repo.create({
          productId: input.productId,
          rating: input.rating,
          userName: input.userName.trim().slice(0, 100) || 'Customer',
          comment: (input.comment ?? '').trim(),
          userId: input.userId ?? null,
          orderId: input.orderId ?? null,
          version: input.version ?? null,
        }),
      );
      await this.refreshProductRating(em, input.productId);
      return toReviewRecord(review);
    });
  }

  async update(reviewId: string, changes: ReviewChanges, manager?: EntityManager): Promise<ReviewRecord> {
    if (changes.rating !== undefined) checkRating(changes.rating);
    return this.inTransaction(manager, async (em) => {
      const repo = em.getRepository(Review);
      const existing = await repo.findOneBy({ id: reviewId });
      if (!existing) throw reviewNotFound();
      await this.lockProduct(em, existing.productId);
      const review = await repo.findOneByOrFail({ id: reviewId });
      if (changes.rating !== undefined) review.rating = changes.rating;
      if (changes.comment !== undefined) review.comment = changes.comment.trim();
      review.modifiedAt = new Date();
      const saved = await repo.save(review);
      await this.refreshProductRating(em, review.productId);
      return toReviewRecord(saved);
    });
  }

  delete(reviewId: string, manager?: EntityManager): Promise<void> {
    return this.inTransaction(manager, async (em) => {
      const repo = em.getRepository(Review);
      const existing = await repo.findOneBy({ id: reviewId });
      if (!existing) throw reviewNotFound();
      await this.lockProduct(em, existing.productId);
      await repo.delete({ id: reviewId });
      await this.refreshProductRating(em, existing.productId);
    });
  }

  async findById(reviewId: string, manager: EntityManager = this.dataSource.manager): Promise<ReviewRecord | null> {
    const review = await manager.getRepository(Review).findOneBy({ id: reviewId });
    return review ? toReviewRecord(review) : null;
  }

  async findByIds(reviewIds: string[]): Promise<ReviewRecord[]> {
    if (reviewIds.length === 0) return [];
    return (await this.dataSource.getRepository(Review).findBy({ id: In(reviewIds) })).map(toReviewRecord);
  }

  /** A user's reviews, newest first (at most 500), with the product's title ('' once it is gone). */
  async ofUser(userId: string): Promise<(ReviewRecord & { productName: string })[]> {
    const reviews = await this.dataSource
      .getRepository(Review)
      .find({ where: { userId }, relations: { product: true }, order: { createdAt: 'DESC' }, take: 500 });
    return reviews.map((review) => ({ ...toReviewRecord(review), productName: review.product?.title ?? '' }));
  }
}
