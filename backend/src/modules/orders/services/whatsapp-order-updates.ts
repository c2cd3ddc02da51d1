import type { EntityManager } from 'typeorm';
import type { WhatsappTemplateEvent } from '@kedai/contracts';
import type { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';

/**
 * An order update on WhatsApp (docs/channels.md#order-updates), written in the transaction of the change it tells
 * (outbox), only for a customer who ticked "Order updates on WhatsApp" at checkout. The job id is the order and the
 * update, and the channel claims each (order, update) once before sending, so a replayed change sends nothing more.
 */
export async function queueWhatsappOrderUpdate(
  outbox: OutboxService,
  em: EntityManager,
  order: { orderId: string; whatsappUpdatesAt: Date | null },
  event: WhatsappTemplateEvent,
): Promise<void> {
  if (!order.whatsappUpdatesAt) return;
  await outbox.enqueue(
    em,
    'channels',
    'whatsapp-order-update',
    { orderId: order.orderId, event },
    { jobId: jobId('whatsapp-order', order.orderId, event) },
  );
}
