import type { EntityManager } from 'typeorm';
import type { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';

/**
 * Settings' "Automatic order confirmation": a paid order (a gateway's verified payment, or a receipt staff
 * verified) runs the guide step and then the activation step by itself, as the same jobs GUIDE and ACTIVATE
 * queue (ids `send-guide.<orderId>`, `activate.<orderId>`), so a duplicate is the same job and each step's
 * guard, re-checked under the order lock, lets it act once. Written in the paying transaction (outbox).
 */
export function queueAutoConfirmation(outbox: OutboxService, em: EntityManager, orderId: string): Promise<void> {
  return outbox.enqueue(
    em,
    'fulfilment',
    'send-guide',
    { orderId, actorId: null, autoConfirm: true },
    { jobId: jobId('send-guide', orderId) },
  );
}
