import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/maintenance/personal-data';

/**
 * WhatsApp's part of the customer's data rights: the order updates sent to the customer's number for their
 * orders. The conversations are chat's; the number is on the order, anonymised by orders. Nothing of its own to
 * erase (an update names only an order, an event and a template).
 */
@Injectable()
export class WhatsappPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'whatsapp',
      export: async (subject, em) => ({
        documents: {
          'whatsapp-order-updates.json': await em.query(
            `SELECT order_id AS "orderId", event, status, created_at AS "sentAt"
               FROM whatsapp_order_updates WHERE order_id = ANY($1) ORDER BY created_at`,
            [subject.orderIds],
          ),
        },
      }),
      erase: () => Promise.resolve({ parts: {} }),
    });
  }
}
