import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/maintenance/personal-data';
import { WhatsappStockAlerts } from '../whatsapp';

/**
 * Back-in-stock alerts' part of the customer's data rights: the alerts asked with the e-mail address, and those
 * asked while signed in (a WhatsApp alert's number and consent time among them), with their WhatsApp messages.
 */
@Injectable()
export class StockAlertsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly whatsapp: WhatsappStockAlerts,
  ) {}

  onModuleInit(): void {
    const theirs = `(lower(email) = $1 OR ($2::uuid IS NOT NULL AND user_id = $2::uuid))`;
    this.registry.register({
      name: 'stock-alerts',
      export: async (subject, em) => {
        const alerts = await em.query<{ id: string }[]>(
          `SELECT id, product_id AS "productId", option_value AS "optionValue", email, phone, language,
                  created_at AS "createdAt", consent_at AS "whatsappConsentAt", confirmed_at AS "confirmedAt",
                  notified_at AS "notifiedAt"
             FROM stock_alerts WHERE ${theirs} ORDER BY created_at`,
          [subject.email, subject.userId],
        );
        const messages = await this.whatsapp.ofAlerts(
          alerts.map((alert) => alert.id),
          em,
        );
        return {
          documents: {
            'stock-alerts.json': alerts.map(({ id: _id, ...alert }) => alert),
            ...(messages.length ? { 'stock-alerts-whatsapp.json': messages } : {}),
          },
        };
      },
      erase: async (subject, em) => {
        const [rows, removed] = await em.query<[{ id: string }[], number]>(
          `DELETE FROM stock_alerts WHERE ${theirs} RETURNING id`,
          [subject.email, subject.userId],
        );
        const messages = await this.whatsapp.forget(
          em,
          rows.map((row) => row.id),
        );
        return { parts: { stock_alerts: Number(removed), whatsapp_stock_alert_messages: messages } };
      },
    });
  }
}
