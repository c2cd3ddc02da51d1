import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/maintenance/personal-data';

/** Back-in-stock alerts' part of the customer's data rights: the alerts asked with the e-mail address. */
@Injectable()
export class StockAlertsPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'stock-alerts',
      export: async (subject, em) => ({
        documents: {
          'stock-alerts.json': await em.query(
            `SELECT product_id AS "productId", option_value AS "optionValue", language, created_at AS "createdAt",
                    confirmed_at AS "confirmedAt", notified_at AS "notifiedAt"
               FROM stock_alerts WHERE lower(email) = $1 ORDER BY created_at`,
            [subject.email],
          ),
        },
      }),
      erase: async (subject, em) => {
        const [, removed] = await em.query(`DELETE FROM stock_alerts WHERE lower(email) = $1`, [subject.email]);
        return { parts: { stock_alerts: Number(removed) } };
      },
    });
  }
}
