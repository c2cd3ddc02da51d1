import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/maintenance/personal-data';

/**
 * The customer directory's part of the customer's data rights: the staff notes written about them (filed under their
 * e-mail in lower case). They are in the export (the customer may see what is kept about them) and deleted with
 * the account.
 */
@Injectable()
export class CustomersPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'customer-notes',
      export: async (subject, em) => ({
        documents: {
          'customer-notes.json': await em.query(
            `SELECT body, author_name AS "writtenBy", created_at AS "writtenAt"
               FROM customer_notes WHERE customer_key = $1 ORDER BY created_at`,
            [subject.email],
          ),
        },
      }),
      erase: async (subject, em) => {
        const [, removed] = await em.query(`DELETE FROM customer_notes WHERE customer_key = $1`, [subject.email]);
        return { parts: { customer_notes: Number(removed) } };
      },
    });
  }
}
