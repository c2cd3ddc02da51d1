import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/maintenance/personal-data';

/**
 * Payments' part of the customer's data rights: the ledger of the customer's orders (payments and refunds, in
 * sen). The ledger is an accounting record and names no customer, so erasure leaves it as it is.
 */
@Injectable()
export class PaymentPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'payments',
      export: async (subject, em) => ({
        documents: {
          'payments.json': await em.query(
            `SELECT order_id AS "orderId", provider, kind, status, method, payment_ref AS "reference",
                    amount_sen AS "amountSen", currency, created_at AS "createdAt"
               FROM payment_ledger WHERE order_id = ANY($1) ORDER BY created_at`,
            [subject.orderIds],
          ),
        },
      }),
      erase: () => Promise.resolve({ parts: {} }),
    });
  }
}
