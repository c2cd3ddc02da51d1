import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  MY_ORDERS_PAGE_SIZE,
  type MyOrdersView,
  type MyReviewView,
  type OrderStats,
  type OrderView,
} from '@kedai/contracts';
import { likePattern } from '../../../core/database/sql-values';
import type { MyOrdersQueryDto } from '../dto/admin-orders.dto';
import { shopDayRange } from '../rules/admin-order-filter';
import { ApiError } from '../../../core/http/api-error';
import type { UserPrincipal } from '../../../core/security/principal';
import { OrderDeliveriesReader, toCustomerRentalView } from '../read/order-deliveries';
import { ReviewRecord, ReviewsService } from '../../catalog';
import { OrderReviewDto } from '../dto/review.dto';
import { OrderAccess } from './order-access';
import { Order } from '../entities/order.entity';
import { ACTIVE_STATUSES, ORDER_NOT_VISIBLE, REVIEW_EDIT_WINDOW_MS } from '../order.constants';
import type { OrderRecord } from '../read/order-record';
import { OrderTransaction, OrderTransitions } from './order-transitions.service';
import { redeemCodesOf, toOrderReviewView, toOrderView } from '../read/order.view';

const notVisible = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', ORDER_NOT_VISIBLE);

/** A logged-in customer's orders and the reviews written from them. */
@Injectable()
export class AccountOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly access: OrderAccess,
    private readonly transitions: OrderTransitions,
    private readonly deliveries: OrderDeliveriesReader,
  ) {}

  /**
   * The account's orders as My orders pages them: the stats over all of them, then the page of those matching
   * the search (order id or product name), status and day range (shop time), newest first.
   */
  async list(userId: string, query: MyOrdersQueryDto = {}): Promise<MyOrdersView> {
    const { start, end } = shopDayRange(query.from || undefined, query.to || undefined);
    const page = query.page ?? 1;
    const [stats] = await this.dataSource.query<OrderStats[]>(
      `SELECT count(*)::int AS "totalOrders",
              (count(*) FILTER (WHERE status = 'delivered'))::int AS completed,
              (count(*) FILTER (WHERE has_review))::int AS reviewed,
              (count(*) FILTER (WHERE status = ANY($2::text[])))::int AS active
         FROM orders WHERE user_id = $1`,
      [userId, ACTIVE_STATUSES],
    );
    const builder = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'item')
      .where('o.userId = :userId', { userId })
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.orderId', 'DESC')
      .skip((page - 1) * MY_ORDERS_PAGE_SIZE)
      .take(MY_ORDERS_PAGE_SIZE);
    const search = query.search?.trim();
    if (search) {
      builder.andWhere(
        `(o.orderId ILIKE :search OR EXISTS (
           SELECT 1 FROM order_items line
            WHERE line.order_id = o.order_id AND (line.title ILIKE :search OR line.shopper_title ILIKE :search)))`,
        { search: likePattern(search) },
      );
    }
    if (query.status && query.status !== 'all') builder.andWhere('o.status = :status', { status: query.status });
    if (start) builder.andWhere('o.createdAt >= :start', { start });
    if (end) builder.andWhere('o.createdAt < :end', { end });
    const [orders, total] = await builder.getManyAndCount();
    const reviewIds = orders.flatMap((order) => (order.reviewId ? [order.reviewId] : []));
    const reviews = await this.reviews.findByIds(reviewIds);
    const byId = new Map(reviews.map((review) => [review.id, review]));
    return {
      stats: stats ?? { totalOrders: 0, completed: 0, reviewed: 0, active: 0 },
      orders: orders.map((order) => toOrderView(order, (order.reviewId && byId.get(order.reviewId)) || null)),
      total,
      page,
      pageSize: MY_ORDERS_PAGE_SIZE,
    };
  }

  async get(userId: string, orderId: string): Promise<OrderView> {
    const order = await this.dataSource
      .getRepository(Order)
      .findOne({ where: { orderId: orderId.trim().toUpperCase(), userId }, relations: { items: true } });
    if (!order) throw notVisible();
    const review = order.reviewId ? await this.reviews.findById(order.reviewId) : null;
    const deliveries = await this.deliveries.ofOrder(order.orderId);
    return {
      ...toOrderView(order, review, toCustomerRentalView(deliveries.rental)),
      rentals: deliveries.rentals.flatMap((rental) => toCustomerRentalView(rental) ?? []),
      codes: redeemCodesOf(order, deliveries.codes),
      watchToken: this.access.watchTokenFor(order.orderId),
    };
  }

  /** Only for a delivered order of the caller's without a review; the review goes on its first product. */
  createReview(user: UserPrincipal, orderId: string, input: OrderReviewDto): Promise<OrderView> {
    return this.transitions.run(async (tx) => {
      const order = await this.lockOwn(tx, user.userId, orderId);
      if (order.status !== 'delivered') {
        throw new ApiError(HttpStatus.CONFLICT, 'order_not_delivered', 'Only delivered orders can be reviewed');
      }
      if (order.hasReview) {
        throw new ApiError(HttpStatus.CONFLICT, 'review_exists', 'This order already has a review');
      }
      const items = await tx.lines(order.orderId, 'none');
      const item = items.find((line) => line.productId);
      if (!item?.productId) {
        throw new ApiError(HttpStatus.CONFLICT, 'product_gone', 'The product of this order is no longer sold');
      }
      const review = await this.reviews.create(
        {
          productId: item.productId,
          rating: input.rating as number,
          comment: input.comment,
          userName: user.name,
          userId: user.userId,
          orderId: order.orderId,
          version: item.optionValue,
        },
        tx.em,
      );
      await tx.update({ id: order.id }, { hasReview: true, reviewId: review.id });
      await this.event(tx, order.orderId, user.userId, 'review_created', { rating: review.rating });
      return this.reload(tx.em, order.orderId, review);
    });
  }

  updateReview(user: UserPrincipal, orderId: string, input: OrderReviewDto): Promise<OrderView> {
    return this.transitions.run(async (tx) => {
      const order = await this.lockOwn(tx, user.userId, orderId);
      const existing = order.reviewId ? await this.reviews.findById(order.reviewId, tx.em) : null;
      if (!existing) throw new ApiError(HttpStatus.NOT_FOUND, 'review_not_found', 'Review not found');
      if (Date.now() - existing.createdAt.getTime() > REVIEW_EDIT_WINDOW_MS) {
        throw new ApiError(HttpStatus.FORBIDDEN, 'review_locked', 'Reviews can only be edited within 24 hours');
      }
      const review = await this.reviews.update(
        existing.id,
        { rating: input.rating === undefined ? undefined : Number(input.rating), comment: input.comment },
        tx.em,
      );
      await this.event(tx, order.orderId, user.userId, 'review_updated', { rating: review.rating });
      return this.reload(tx.em, order.orderId, review);
    });
  }

  deleteReview(user: UserPrincipal, orderId: string): Promise<{ message: string }> {
    return this.transitions.run(async (tx) => {
      const order = await this.lockOwn(tx, user.userId, orderId);
      if (!order.reviewId) throw new ApiError(HttpStatus.NOT_FOUND, 'review_not_found', 'Review not found');
      await this.reviews.delete(order.reviewId, tx.em);
      await tx.update({ id: order.id }, { hasReview: false, reviewId: null });
      await this.event(tx, order.orderId, user.userId, 'review_deleted', {});
      return { message: 'Review deleted successfully!' };
    });
  }

  async myReviews(userId: string): Promise<MyReviewView[]> {
    const reviews = await this.reviews.ofUser(userId);
    return reviews.map((review) => ({
      ...toOrderReviewView(review),
      orderId: review.orderId,
      productId: review.productId,
      productName: review.productName,
    }));
  }

  private async lockOwn(tx: OrderTransaction, userId: string, orderId: string): Promise<OrderRecord> {
    const order = await tx.lock({ orderId: orderId.trim().toUpperCase(), userId });
    if (!order) throw notVisible();
    return order;
  }

  private async reload(em: EntityManager, orderId: string, review: ReviewRecord | null): Promise<OrderView> {
    const order = await em.getRepository(Order).findOneOrFail({ where: { orderId }, relations: { items: true } });
    return toOrderView(order, review);
  }

  private event(
    tx: OrderTransaction,
    orderId: string,
    userId: string,
    action: string,
    details: Record<string, unknown>,
  ) {
    return tx.record(orderId, { actorType: 'customer', actorId: userId, action, details });
  }
}
