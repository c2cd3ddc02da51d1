import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What a log line is about, beyond the process: the request id of the click that caused it (an HTTP request,
 * a socket event, or the job that request queued), the job (queue and id) and the order or chat session.
 * Kept in one AsyncLocalStorage and added to every pino line by the logger's mixin (logging.module.ts), so
 * `grep <order id>` or `grep <request id>` over every API's and worker's logs tells one order's story.
 */
export interface LogContext {
  requestId?: string;
  queue?: string;
  jobId?: string;
  orderId?: string;
  sessionId?: string;
  /** A socket event's name (`chat:send`, …). */
  event?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with this context (this object: what `work` notes is kept in it). */
export function runInLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the code running now, if any. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Adds fields (the order a request has just touched) to the running context; outside one, nothing. */
export function noteInLogContext(fields: Pick<LogContext, 'orderId' | 'sessionId'>): void {
  const store = storage.getStore();
  if (!store) return;
  if (fields.orderId) store.orderId = fields.orderId;
  if (fields.sessionId) store.sessionId = fields.sessionId;
}

/** The context as log fields (what pino's mixin adds to each line): only the ones that are set. */
export function logContextFields(context = storage.getStore()): Record<string, string> {
  if (!context) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) if (typeof value === 'string' && value) fields[key] = value;
  return fields;
}

/** Printable ASCII without spaces, 1 to 128 characters: what a proxy's or a client's request id looks like. */
const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** The caller's `X-Request-Id` when it is one, else a new UUID (a forged or huge header never reaches a log). */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Job data carries the request that caused it; a job queued outside a request carries none. */
export function withRequestId<T>(data: T): T {
  const requestId = currentRequestId();
  if (!requestId || typeof data !== 'object' || data === null || 'requestId' in data) return data;
  return { ...data, requestId };
}

/** The log context of a job: its queue, id, the request that caused it, and its order or chat session. */
export function jobLogContext(
  queue: string,
  job: { id?: string; name: string; data?: unknown; opts?: { jobId?: string } },
): LogContext {
  const data = (typeof job.data === 'object' && job.data !== null ? job.data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    queue,
    // A job BullMQ hands over without its id (seen in a failure event) still has the id it was added with.
    jobId: job.id ?? job.opts?.jobId ?? `(no id: ${job.name})`,
    requestId: text(data.requestId),
    orderId: text(data.orderId),
    sessionId: text(data.sessionId),
  };
}

/**
 * On a processor's `process` (and its worker event handlers): the method runs in its job's log context, so every
 * line it logs names the queue, the job id, the order or chat session and the request that queued it.
 */
export function InJobLogContext(queue: string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as (this: unknown, job: unknown, ...rest: unknown[]) => unknown;
    descriptor.value = function (this: unknown, job: unknown, ...rest: unknown[]) {
      if (typeof job !== 'object' || job === null) return original.call(this, job, ...rest);
      return runInLogContext(jobLogContext(queue, job as Parameters<typeof jobLogContext>[1]), () =>
        original.call(this, job, ...rest),
      );
    };
  };
}
