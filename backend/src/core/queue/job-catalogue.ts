/**
 * The one catalogue of queues, job names and payloads. A processor or producer that is not
 * described here does not compile. Add a job by adding its payload type under its queue.
 */
export const QUEUE_NAMES = ['chat', 'fulfilment', 'notifications', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface AutoReplyJob {
  sessionId: string;
  ruleId: string;
  triggerMessageId: string;
}

export interface JobCatalogue {
  chat: { 'auto-reply': AutoReplyJob };
  fulfilment: Record<never, never>;
  notifications: {
    /** Deliver one message of the mail outbox (or keep it there when no SMTP is configured). */
    'send-email': { outboxId: string };
  };
  maintenance: Record<never, never>;
}

export type JobName<Q extends QueueName> = Extract<keyof JobCatalogue[Q], string>;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobCatalogue[Q][N];

/** A deterministic job id, e.g. jobId('activate', orderId). BullMQ refuses ':' in custom ids. */
export const jobId = (...parts: string[]) => parts.join('.');
