import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataErasure } from '../../core/maintenance/personal-data';

/** Checkout's part of the customer's data rights: the account's cart, exported and emptied at erasure. */
@Injectable()
export class CartPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'cart',
      export: async (subject, em) => {
        if (!subject.userId) return { documents: {} };
        const cart = await em.query(
          `SELECT product_id AS "productId", option_value AS "optionValue", quantity, created_at AS "addedAt"
             FROM cart_items WHERE user_id = $1 ORDER BY created_at`,
          [subject.userId],
        );
        return { documents: { 'cart.json': cart } };
      },
      erase: async (subject, em): Promise<PersonalDataErasure> => {
        if (!subject.userId) return { parts: {} };
        const [, removed] = await em.query(`DELETE FROM cart_items WHERE user_id = $1`, [subject.userId]);
        return { parts: { cart_items: Number(removed) } };
      },
    });
  }
}
