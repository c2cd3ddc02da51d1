import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  FulfilmentAccepted,
  FulfilmentStep,
  InspectedEmail,
  InspectedJob,
  OrderInspection,
  OrderTimelineEntry,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { JobsService } from '../../../core/queue/jobs.service';
import { QUEUE_NAMES, type QueueName } from '../../../core/queue/job-catalogue';
import { DeliveriesReadModel, FulfilmentService } from '../../fulfilment';
import { AdminOrderReader, OrdersReadModel } from '../../orders';
import { WhatsappOrderUpdates } from '../../whatsapp';
import { OrderPaymentsReader } from '../../payments';
import { isFulfilmentStep, jobKindOf, monitorLinkOf, outcomeOf } from '../rules/order-inspection.rules';

const STEPS: FulfilmentStep[] = ['send-guide', 'activate', 'trigger-delivery', 'auto-ship', 'send-installation'];

interface Candidate {
  queue: QueueName;
  id: string;
  name: string;
}

interface EmailRow {
  id: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found.');

/** The order inspector: one order with its deliveries, timeline, jobs, e-mails, payments and stored rows. */
@Injectable()
export class OrderInspectorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: AdminOrderReader,
    private readonly whatsappUpdates: WhatsappOrderUpdates,
    private readonly fulfilment: FulfilmentService,
    private readonly jobs: JobsService,
    private readonly orders: OrdersReadModel,
    private readonly deliveries: DeliveriesReadModel,
    private readonly payments: OrderPaymentsReader,
  ) {}

  async inspect(id: string): Promise<OrderInspection> {
    if (!id || id.length > 80) throw notFound();
    const record = await this.reader.findOrder(id);
    if (!record) throw notFound();
    const order = await this.reader.detail(record);
    const orderId = order.orderId;
    const [emails, raw, payments, whatsappUpdates] = await Promise.all([
      this.emails(orderId),
      this.raw(orderId),
      this.payments.of(orderId),
      this.whatsappUpdates.ofOrder(orderId),
    ]);
    const rentalIds = ((raw.rentals as { id: string }[] | undefined) ?? []).map((rental) => rental.id);
    const jobs = await this.jobsOf(orderId, order.timeline, emails, rentalIds);
    return { order, jobs, emails, whatsappUpdates, payments, raw };
  }

  /** Runs a step again through the same guarded job the orders screen uses (the guards decide). */
  retry(orderId: string, step: FulfilmentStep, adminId: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request(step, orderId, adminId);
  }

  private async emails(orderId: string): Promise<InspectedEmail[]> {
    const rows: EmailRow[] = await this.dataSource.query(
      `SELECT id, to_address, subject, status, attempts, last_error, created_at, sent_at
         FROM outbound_emails WHERE related_type = 'order' AND related_id = $1 ORDER BY created_at`,
      [orderId],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }));
  }

  /** The rows as stored, each read by the module that owns it. */
  private async raw(orderId: string): Promise<Record<string, unknown>> {
    const [stored, deliveries] = await Promise.all([
      this.orders.storedRows(orderId),
      this.deliveries.storedRows(orderId),
    ]);
    return { ...stored, rentals: deliveries.rentals, activationCodes: deliveries.activationCodes };
  }

  private async jobsOf(
    orderId: string,
    timeline: OrderTimelineEntry[],
    emails: InspectedEmail[],
    rentalIds: string[],
  ): Promise<InspectedJob[]> {
    const candidates = new Map<string, Candidate>();
    const add = (queue: string, id: string, name: string) => {
      if (!(QUEUE_NAMES as readonly string[]).includes(queue)) return;
      candidates.set(`${queue}:${id}`, { queue: queue as QueueName, id, name });
    };
    for (const step of STEPS) add('fulfilment', `${step}.${orderId}`, step);
    for (const entry of timeline) {
      const kind = entry.jobId ? jobKindOf(entry.jobId) : null;
      if (entry.jobId && kind) add(kind.queue, entry.jobId, kind.name);
    }
    const intents: { queue: string; name: string; job_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT queue, name, job_id FROM job_intents
        WHERE data->>'orderId' = $1 OR data->>'outboxId' = ANY($2::text[]) OR data->>'rentalId' = ANY($3::text[])`,
      [orderId, emails.map((email) => email.id), rentalIds],
    );
    for (const intent of intents) add(intent.queue, intent.job_id, intent.name);

    const found = await Promise.all(
      [...candidates.values()].map(async (candidate): Promise<InspectedJob | null> => {
        const queue = this.jobs.queue(candidate.queue);
        // State first, job second: a job that ends in between is read with its error or result.
        const rawState = await queue.getJobState(candidate.id);
        const job = await queue.getJob(candidate.id);
        const outcome = outcomeOf(candidate.id, timeline);
        const fromIntent = intents.some((intent) => intent.job_id === candidate.id);
        if (!job && !outcome.lastAction && !fromIntent) return null;
        const state = job ? rawState : null;
        const failed = state === 'failed' || (state === null && outcome.error !== null);
        return {
          queue: candidate.queue,
          id: candidate.id,
          name: job?.name ?? candidate.name,
          state: state === 'unknown' ? null : state,
          attemptsMade: job ? job.attemptsMade : null,
          maxAttempts: job ? (job.opts.attempts ?? 1) : null,
          error: (state === 'failed' && job?.failedReason) || outcome.error,
          lastAction: outcome.lastAction,
          lastAt: outcome.lastAt,
          retryStep: failed && isFulfilmentStep(candidate.name) ? candidate.name : null,
          monitorLink: monitorLinkOf(candidate.queue, candidate.id, state),
        };
      }),
    );
    return found
      .filter((job): job is InspectedJob => job !== null)
      .sort((a, b) => (a.lastAt ?? '9').localeCompare(b.lastAt ?? '9'));
  }
}
