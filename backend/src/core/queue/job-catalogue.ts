import type { Job } from 'bullmq';
import type { CleanupAction } from '@kedai/contracts';

/**
 * The one catalogue of queues, job names and payloads. A processor or producer that is not
 * described here does not compile. Add a job by adding its payload type under its queue.
 */
export const QUEUE_NAMES = [
  'chat',
  'fulfilment',
  'notifications',
  'maintenance',
  'screenshots',
  'cleanup',
  'payments',
  'stock-alerts',
  'push',
  'channels',
  'privacy',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface AutoReplyJob {
  sessionId: string;
  ruleId: string;
  triggerMessageId: string;
  /**
   * 'product': a product-keyword answer (ruleId is the guide configuration), recomputed when sent.
   * 'order-status': a "where is my order?" answer (ruleId is the order id), recomputed when sent.
   */
  stage?: 'product' | 'order-status';
}

/** A fulfilment step started by an admin (or the system); the order is re-checked under a row lock. */
export interface FulfilmentJob {
  orderId: string;
  /** The admin who asked, for the timeline; null for the system. */
  actorId: string | null;
  /**
   * Settings' automatic order confirmation: the guide step, once done, queues the activation step itself (in
   * its own transaction, so a crash between the two loses neither).
   */
  autoConfirm?: boolean;
}

/** Codes were added to a product's pool: its backorders are filled, oldest first, by the delivery step. */
export interface FillBackordersJob {
  productCode: string;
}

export interface CancelUnpaidJob {
  orderId: string;
}

export interface EndRentalJob {
  rentalId: string;
}

/** The screenshot tool: one page captured by headless Chromium for the admin who asked. */
export interface ScreenshotJob {
  /** An absolute URL of the shop's own origin (checked when asked). */
  url: string;
  device: 'desktop' | 'tablet' | 'mobile';
  /** The admin who asked: only they can read it, and admin pages are captured with a session of theirs. */
  requestedBy: string;
}

/** A product's stock rose (a restock, a cancelled sale given back): its waiting back-in-stock alerts go out. */
export interface RestockedJob {
  productId: string;
  /** Units that came back: with the seller's margin, how many alerts this restock may send. */
  units: number;
  /** The restock's own key (its stock history line): a job run twice sends one round. */
  key: string;
}

export interface CleanupJob {
  action: CleanupAction;
  olderThanDays: number;
  requestedBy: string;
}

/**
 * One web push to an agent's browsers (modules/push). `key` names the event (a customer message's id, a mention)
 * so a retried job skips the browsers it already reached.
 */
export interface AgentPushJob {
  userId: string;
  key: string;
  title: string;
  body: string;
  /** The admin path the notification opens (e.g. /admin/chat?session=<id>). */
  url: string;
  /** Skip the push when the agent has a staff socket connected when the job runs (an admin tab open). */
  unlessConnected: boolean;
}

export interface JobCatalogue {
  chat: {
    'auto-reply': AutoReplyJob;
    /** When a conversation's 10-minute e-mail window closes: the replies written inside it, as one e-mail. */
    'continuity-digest': { sessionId: string };
  };
  fulfilment: {
    'send-guide': FulfilmentJob;
    activate: FulfilmentJob;
    'trigger-delivery': FulfilmentJob;
    'auto-ship': FulfilmentJob;
    'send-installation': FulfilmentJob;
    'fill-backorders': FillBackordersJob;
  };
  notifications: {
    /** Deliver one message of the mail outbox (or keep it there when no SMTP is configured). */
    'send-email': { outboxId: string };
  };
  maintenance: {
    /** Cancels an order still unpaid after the settings' cancellation hours and gives its stock back. */
    'cancel-unpaid': CancelUnpaidJob;
    /** Ends a game rental at its expiry: the account waits for a password change, the customer is told. */
    'end-rental': EndRentalJob;
    /** Every minute: repairs what a crash or an outage left behind (see fulfilment/sweeper.service.ts). */
    sweep: Record<string, never>;
    /** Every QUEUE_ALERT_CHECK_MS: queue alerts raised and cleared (ops/alerts/queue-alerts.service.ts). */
    'queue-alerts': Record<string, never>;
    /** Every minute: the sales rollup's rows folded per day, or rebuilt in a new time zone (orders' SalesRollup). */
    'sales-rollup': Record<string, never>;
  };
  /** At most two at once (the processor's concurrency): each one runs a headless Chromium. */
  screenshots: { capture: ScreenshotJob };
  /** Maintenance cleanups an admin ran (admin-tools/maintenance.service.ts), one at a time. */
  /** `retention`: once a day, every kind of data older than its retention period (privacy's RetentionService). */
  cleanup: { run: CleanupJob; retention: Record<string, never> };
  payments: {
    /** Every minute: gateway payments still pending after a few minutes are asked of their provider. */
    reconcile: Record<string, never>;
  };
  'stock-alerts': { restocked: RestockedJob };
  push: { 'agent-push': AgentPushJob };
  /** Messaging channels (modules/whatsapp, docs/channels.md). */
  channels: {
    /** Send one agent or auto message of a WhatsApp conversation (job id whatsapp-send.<messageId>). */
    'whatsapp-send': { messageId: string };
    /**
     * An order update as an approved template, for a customer who opted in at checkout (job id
     * whatsapp-order.<orderId>.<event>); a failed send falls back to e-mail.
     */
    'whatsapp-order-update': { orderId: string; event: 'paymentReceived' | 'codeDelivered' | 'rentalEnding' };
    /**
     * A back-in-stock template (confirmation link or "it is back"), written in the alert's or the round's
     * transaction (job id whatsapp-stock-alert.<messageId>); claimed before it is sent, so it leaves at most once.
     */
    'whatsapp-stock-alert': { messageId: string };
    /** Every minute: queues the WhatsApp messages whose send job was never queued, settles sends left mid-request. */
    'whatsapp-sweep': Record<string, never>;
  };
  /** The customer's data rights (modules/privacy, docs/product/privacy.md#your-data); job ids carry the request id. */
  privacy: {
    /** Builds the request's zip archive, with its progress on the request (job id data-export.<requestId>). */
    'data-export': { requestId: string };
    /** Deletes a ready archive once it has expired (job id data-export-expiry.<requestId>). */
    'data-export-expiry': { requestId: string };
    /** At the end of the grace period: erases the account through every module (job id data-erasure.<requestId>). */
    'data-erasure': { requestId: string };
  };
}

export type JobName<Q extends QueueName> = Extract<keyof JobCatalogue[Q], string>;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobCatalogue[Q][N];

/**
 * A job of queue Q as a processor receives it: a union over the queue's job names, so checking
 * `job.name` narrows `job.data` to that job's payload (no casts in processors).
 */
export type JobOf<Q extends QueueName, N extends JobName<Q> = JobName<Q>> = {
  [K in N]: Job<JobPayload<Q, K>, unknown, K>;
}[N];

/** A deterministic job id, e.g. jobId('activate', orderId). BullMQ refuses ':' in custom ids. */
export const jobId = (...parts: string[]) => parts.join('.');
