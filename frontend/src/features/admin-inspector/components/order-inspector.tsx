import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InspectedJob, OrderInspection } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import { useOrderInspection } from '../api/get-order-inspection';
import { useRetryOrderStep } from '../api/retry-order-step';
import { useRetryQueueJob } from '../api/retry-queue-job';
import { useInspectorLive, type LiveEvent } from '../hooks/use-inspector-live';
import styles from './order-inspector.module.css';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Lines({ order }: { order: OrderInspection['order'] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Option</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.productCode}-${index}`}>
              <td>
                {item.title}{' '}
                <span className={styles.muted}>
                  ({item.productCode}, {item.category})
                </span>
              </td>
              <td>{item.optionLabel ?? item.optionValue ?? '—'}</td>
              <td>{item.quantity}</td>
              <td>{formatRM(item.unitPrice)}</td>
              <td>{formatRM(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td>{formatRM(order.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function JobRow({
  job,
  onRetryStep,
  onRetryJob,
  busy,
}: {
  job: InspectedJob;
  onRetryStep: (job: InspectedJob) => void;
  onRetryJob: (job: InspectedJob) => void;
  busy: boolean;
}) {
  const failed = job.state === 'failed' || job.error !== null;
  return (
    <tr data-job-id={job.id}>
      <td>
        <code>{job.queue}</code> · {job.name}
        <div className={styles.muted}>
          <code>{job.id}</code>
        </div>
      </td>
      <td>
        <Badge tone={failed ? 'danger' : job.state === 'completed' ? 'success' : 'neutral'}>
          {job.state ?? 'finished, removed from the queue'}
        </Badge>
      </td>
      <td>{job.attemptsMade === null ? '—' : `${job.attemptsMade} of ${job.maxAttempts ?? 1}`}</td>
      <td>
        {job.lastAction ?? '—'}
        <div className={styles.muted}>{when(job.lastAt)}</div>
      </td>
      <td className={styles.error}>{job.error ?? ''}</td>
      <td className={styles.actions}>
        {job.retryStep ? (
          <Button size="sm" disabled={busy} onClick={() => onRetryStep(job)}>
            Retry {job.retryStep}
          </Button>
        ) : (
          job.state === 'failed' && (
            <Button size="sm" disabled={busy} onClick={() => onRetryJob(job)}>
              Retry job
            </Button>
          )
        )}
        <Link to={job.monitorLink}>Queue monitor</Link>
      </td>
    </tr>
  );
}

function LiveEvents({ events }: { events: LiveEvent[] }) {
  if (events.length === 0) return <p className={styles.muted}>Waiting for events about this order…</p>;
  return (
    <ol className={styles.live} aria-live="polite">
      {events.map((event) => (
        <li key={event.key}>
          <span className={styles.muted}>{formatDateTime(event.at)}</span> <code>{event.event}</code> {event.summary}
        </li>
      ))}
    </ol>
  );
}

/** /admin/orders/{orderId}/inspect: everything about one order in one page, live. */
export function OrderInspector({ orderId }: { orderId: string }) {
  const inspection = useOrderInspection(orderId);
  const live = useInspectorLive(orderId);
  const retryStep = useRetryOrderStep(orderId);
  const retryJob = useRetryQueueJob(orderId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (inspection.isPending) return <LoadingBlock label="Loading the order..." />;
  if (inspection.isError) return <Alert tone="error">{errorMessage(inspection.error)}</Alert>;
  const { order, jobs, emails, raw } = inspection.data;
  const busy = retryStep.isPending || retryJob.isPending;

  const onRetryStep = (job: InspectedJob) => {
    if (!job.retryStep) return;
    setNotice(null);
    retryStep.mutate(job.retryStep, {
      onSuccess: (accepted) =>
        setNotice({ tone: 'success', text: `${accepted.step} queued again (job ${accepted.jobId}).` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  };
  const onRetryJob = (job: InspectedJob) => {
    setNotice(null);
    retryJob.mutate(
      { queue: job.queue, jobId: job.id },
      {
        onSuccess: () => setNotice({ tone: 'success', text: `Job ${job.id} queued again.` }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  return (
    <div className={styles.screen}>
      <PageHeader
        titleId="inspector-title"
        title={`Order inspector · ${order.orderId}`}
        subtitle={`${order.customerInfo.name} · ${order.customerInfo.email ?? 'no e-mail'} · ${order.customerInfo.phone} · placed ${when(order.createdAt)}`}
      >
        <Link to={`${paths.admin.orders}?focus=${encodeURIComponent(order.orderId)}`}>Open in Orders</Link>
      </PageHeader>
      <div className={styles.badges}>
        <Badge tone="brand">Status: {order.status}</Badge>
        <Badge tone={order.paymentStatus === 'paid' ? 'success' : 'warning'}>Payment: {order.paymentStatus}</Badge>
        {order.pendingStep && <Badge tone="warning">Sending: {order.pendingStep}</Badge>}
        {order.isSuspicious && <Badge tone="danger">Suspicious</Badge>}
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <Section id="inspector-lines" title="Lines">
        <Lines order={order} />
      </Section>

      <Section id="inspector-payment" title="Payment and receipt">
        <dl className={styles.facts}>
          <dt>Method</dt>
          <dd>{order.paymentMethod}</dd>
          <dt>Payment status</dt>
          <dd>{order.paymentStatus}</dd>
          <dt>Receipt</dt>
          <dd>
            {order.paymentReceipt ? (
              <>
                {order.paymentReceipt.originalName ?? order.paymentReceipt.fileName} ({order.paymentReceipt.mimeType},{' '}
                {order.paymentReceipt.fileSize ?? '?'} bytes, {when(order.paymentReceipt.uploadedAt)}){' '}
                <Link to={paths.admin.receiptViewOrder(order.orderId)}>View receipt</Link>
              </>
            ) : (
              'None uploaded'
            )}
          </dd>
        </dl>
      </Section>

      <Section id="inspector-deliveries" title="Deliveries">
        <dl className={styles.facts}>
          <dt>Delivery</dt>
          <dd>
            {order.autoDelivery.status}
            {order.autoDelivery.failureReason && (
              <span className={styles.error}> · {order.autoDelivery.failureReason}</span>
            )}
          </dd>
          <dt>Installation steps</dt>
          <dd>{order.installationStepsSent ? `sent ${when(order.installationStepsSentAt)}` : 'not sent'}</dd>
          <dt>Shipped</dt>
          <dd>{when(order.shippedAt)}</dd>
          <dt>Codes</dt>
          <dd>
            {order.autoDelivery.redeemCodes.length === 0
              ? 'None'
              : order.autoDelivery.redeemCodes.map((code) => (
                  <div key={code.code}>
                    <code>{code.code}</code> ({code.productCode}
                    {code.isUsed ? `, used ${when(code.usedAt)}` : ''})
                  </div>
                ))}
          </dd>
          <dt>Accounts (rentals)</dt>
          <dd>
            {order.rentals.length === 0
              ? 'None'
              : order.rentals.map((rental) => (
                  <div key={`${rental.accountId}-${rental.startsAt}`}>
                    {rental.gameName}: <code>{rental.username}</code>, {when(rental.startsAt)} to{' '}
                    {when(rental.expiresAt)} {rental.active ? '(active)' : '(ended)'}
                  </div>
                ))}
          </dd>
        </dl>
      </Section>

      <Section id="inspector-jobs" title="Jobs">
        {jobs.length === 0 ? (
          <p className={styles.muted}>No job has touched this order.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">State</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last on the timeline</th>
                  <th scope="col">Error</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <JobRow
                    key={`${job.queue}:${job.id}`}
                    job={job}
                    busy={busy}
                    onRetryStep={onRetryStep}
                    onRetryJob={onRetryJob}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="inspector-timeline" title="Timeline">
        <ol className={styles.timeline}>
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className={styles.muted}>{when(entry.at)}</span> <strong>{entry.action}</strong> by{' '}
              {entry.actorType}
              {entry.actorName ? ` (${entry.actorName})` : ''}
              {entry.jobId && (
                <>
                  {' '}
                  · job <code>{entry.jobId}</code>
                </>
              )}
              {Object.keys(entry.details).length > 0 && (
                <code className={styles.details}>{JSON.stringify(entry.details)}</code>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="inspector-emails" title="E-mails">
        {emails.length === 0 ? (
          <p className={styles.muted}>No e-mail about this order.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Outbox status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Written</th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {emails.map((email) => (
                  <tr key={email.id}>
                    <td>{email.subject}</td>
                    <td>{email.to}</td>
                    <td>
                      {email.status}
                      {email.lastError && <div className={styles.error}>{email.lastError}</div>}
                    </td>
                    <td>{email.attempts}</td>
                    <td>{when(email.createdAt)}</td>
                    <td>{when(email.sentAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="inspector-live" title="Realtime events">
        <LiveEvents events={live} />
      </Section>

      <Section id="inspector-raw" title="Raw record">
        <details>
          <summary>Stored rows (orders, items, events, rentals without secrets, codes)</summary>
          <pre className={styles.raw}>{JSON.stringify(raw, null, 2)}</pre>
        </details>
      </Section>
    </div>
  );
}
