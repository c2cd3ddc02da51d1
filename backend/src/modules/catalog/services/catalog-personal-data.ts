import { Injectable, OnModuleInit } from '@nestjs/common';
import { ERASED_NAME, PersonalDataRegistry, type PersonalDataErasure } from '../../../core/maintenance/personal-data';

/**
 * Catalog's part of the customer's data rights: the account's reviews and favourites (likes). At erasure a review
 * stays with the product (its rating is in the product's average) under the erased name, the likes go, and the
 * stock history's lines of the customer's orders keep the quantities under the erased name.
 */
@Injectable()
export class CatalogPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'catalog',
      export: async (subject, em) => {
        if (!subject.userId) return { documents: {} };
        const reviews = await em.query(
          `SELECT p.product_code AS "productCode", p.title AS "product", r.order_id AS "orderId", r.rating, r.comment,
                  r.user_name AS "shownAs", r.created_at AS "createdAt", r.modified_at AS "modifiedAt"
             FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 ORDER BY r.created_at`,
          [subject.userId],
        );
        const likes = await em.query(
          `SELECT p.product_code AS "productCode", p.title AS "product", l.created_at AS "createdAt"
             FROM likes l JOIN products p ON p.id = l.product_id WHERE l.user_id = $1 ORDER BY l.created_at`,
          [subject.userId],
        );
        return { documents: { 'reviews.json': reviews, 'favourites.json': likes } };
      },
      erase: async (subject, em): Promise<PersonalDataErasure> => {
        // The stock history names the customer whose order took or gave back stock.
        const [, history] = await em.query(
          `UPDATE stock_history SET actor_name = $3
            WHERE actor_type = 'customer' AND (actor_id = $1 OR order_id = ANY($2))`,
          [subject.userId, subject.orderIds, ERASED_NAME],
        );
        if (!subject.userId) return { parts: { stock_history: Number(history) } };
        const [, reviews] = await em.query(`UPDATE reviews SET user_name = $2, user_id = NULL WHERE user_id = $1`, [
          subject.userId,
          ERASED_NAME,
        ]);
        const [, likes] = await em.query(`DELETE FROM likes WHERE user_id = $1`, [subject.userId]);
        return { parts: { reviews: Number(reviews), likes: Number(likes), stock_history: Number(history) } };
      },
    });
  }
}
