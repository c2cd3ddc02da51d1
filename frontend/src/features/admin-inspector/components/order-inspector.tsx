import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  LEDGER_KIND_LABELS,
  LEDGER_PROVIDER_LABELS,
  LEDGER_STATUS_LABELS,
  paymentMethodLabel,
  type AdminOrderPayments,
  type InspectedJob,
  type OrderInspection,
} from '@kedai/contracts';
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

/** The order's payment events and ledger rows, as the payments module keeps them. */
function Payments({ payments }: { payments: AdminOrderPayments }) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      <p>
        {t('inspector.payment.totals', {
          paid: formatRM(payments.paidAmount),
          refunded: formatRM(payments.refundedAmount),
          refundable: formatRM(payments.refundable),
        })}
      </p>
      <h3 className={styles.heading}>{t('inspector.payment.eventsTitle')}</h3>
      {payments.events.length === 0 ? (
        <p className={styles.muted}>{t('inspector.payment.noEvents')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('inspector.payment.at')}</th>
                <th scope="col">{t('inspector.payment.provider')}</th>
                <th scope="col">{t('inspector.payment.event')}</th>
                <th scope="col">{t('inspector.payment.amount')}</th>
                <th scope="col">{t('inspector.payment.transaction')}</th>
                <th scope="col">{t('inspector.payment.note')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.events.map((event, index) => (
                <tr key={`${event.at}-${index}`}>
                  <td>{formatDateTime(event.at)}</td>
                  <td>{(LEDGER_PROVIDER_LABELS as Record<string, string>)[event.provider] ?? event.provider}</td>
                  <td>{event.type}</td>
                  <td>{event.amount === null ? '—' : `${formatRM(event.amount)} ${event.currency ?? ''}`.trim()}</td>
                  <td>{event.transactionId ?? '—'}</td>
                  <td>{event.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {payments.ledger.length > 0 && (
        <>
          <h3 className={styles.heading}>{t('inspector.payment.ledgerTitle')}</h3>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('inspector.payment.kind')}</th>
                  <th scope="col">{t('inspector.payment.ledgerStatus')}</th>
                  <th scope="col">{t('inspector.payment.amount')}</th>
                  <th scope="col">{t('inspector.payment.fee')}</th>
                  <th scope="col">{t('inspector.payment.net')}</th>
                  <th scope="col">{t('inspector.payment.eventIds')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.ledger.map((row) => (
                  <tr key={row.id}>
                    <td>{LEDGER_KIND_LABELS[row.kind]}</td>
                    <td>{LEDGER_STATUS_LABELS[row.status]}</td>
                    <td>{formatRM(row.amount)}</td>
                    <td>{row.processingFee === null ? '—' : formatRM(row.processingFee)}</td>
                    <td>{row.netAmount === null ? '—' : formatRM(row.netAmount)}</td>
                    <td>{row.rawEventIds.join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

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
  const { t } = useTranslation('admin-orders');
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('inspector.lines.product')}</th>
            <th scope="col">{t('inspector.lines.option')}</th>
            <th scope="col">{t('inspector.lines.quantity')}</th>
            <th scope="col">{t('inspector.lines.unitPrice')}</th>
            <th scope="col">{t('inspector.lines.lineTotal')}</th>
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
              {t('inspector.lines.total')}
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
  const { t } = useTranslation('admin-orders');
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
          {job.state ?? t('inspector.jobs.removed')}
        </Badge>
      </td>
      <td>
        {job.attemptsMade === null
          ? '—'
          : t('inspector.jobs.attemptsOf', { made: job.attemptsMade, max: job.maxAttempts ?? 1 })}
      </td>
      <td>
        {job.lastAction ?? '—'}
        <div className={styles.muted}>{when(job.lastAt)}</div>
      </td>
      <td className={styles.error}>{job.error ?? ''}</td>
      <td className={styles.actions}>
        {job.retryStep ? (
          <Button size="sm" disabled={busy} onClick={() => onRetryStep(job)}>
            {t('inspector.jobs.retryStep', { step: job.retryStep })}
          </Button>
        ) : (
          job.state === 'failed' && (
            <Button size="sm" disabled={busy} onClick={() => onRetryJob(job)}>
              {t('inspector.jobs.retryJob')}
            </Button>
          )
        )}
        <Link to={job.monitorLink}>{t('inspector.jobs.queueMonitor')}</Link>
      </td>
    </tr>
  );
}

function LiveEvents({ events }: { events: LiveEvent[] }) {
  const { t } = useTranslation('admin-orders');
  if (events.length === 0) return <p className={styles.muted}>{t('inspector.live.waiting')}</p>;
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
  const { t } = useTranslation('admin-orders');
  const inspection = useOrderInspection(orderId);
  const live = useInspectorLive(orderId);
  const retryStep = useRetryOrderStep(orderId);
  const retryJob = useRetryQueueJob(orderId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (inspection.isPending) return <LoadingBlock label={t('inspector.loading')} />;
  if (inspection.isError) return <Alert tone="error">{errorMessage(inspection.error)}</Alert>;
  const { order, jobs, emails, whatsappUpdates = [], payments, raw } = inspection.data;
  const busy = retryStep.isPending || retryJob.isPending;

  const onRetryStep = (job: InspectedJob) => {
    if (!job.retryStep) return;
    setNotice(null);
    retryStep.mutate(job.retryStep, {
      onSuccess: (accepted) =>
        setNotice({
          tone: 'success',
          text: t('inspector.notices.stepQueued', { step: accepted.step, jobId: accepted.jobId }),
        }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  };
  const onRetryJob = (job: InspectedJob) => {
    setNotice(null);
    retryJob.mutate(
      { queue: job.queue, jobId: job.id },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('inspector.notices.jobQueued', { jobId: job.id }) }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  return (
    <div className={styles.screen}>
      <PageHeader
        titleId="inspector-title"
        title={t('inspector.title', { orderId: order.orderId })}
        subtitle={t('inspector.subtitle', {
          name: order.customerInfo.name,
          email: order.customerInfo.email ?? t('inspector.noEmail'),
          phone: order.customerInfo.phone,
          placed: when(order.createdAt),
        })}
      >
        <Link to={`${paths.admin.orders}?focus=${encodeURIComponent(order.orderId)}`}>
          {t('inspector.openInOrders')}
        </Link>
      </PageHeader>
      <div className={styles.badges}>
        <Badge tone="brand">{t('inspector.badges.status', { status: order.status })}</Badge>
        <Badge tone={order.paymentStatus === 'paid' ? 'success' : 'warning'}>
          {t('inspector.badges.payment', { status: order.paymentStatus })}
        </Badge>
        {order.pendingStep && (
          <Badge tone="warning">{t('inspector.badges.sending', { step: order.pendingStep })}</Badge>
        )}
        {order.isSuspicious && <Badge tone="danger">{t('inspector.badges.suspicious')}</Badge>}
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <Section id="inspector-lines" title={t('inspector.lines.title')}>
        <Lines order={order} />
      </Section>

      <Section id="inspector-payment" title={t('inspector.payment.title')}>
        <dl className={styles.facts}>
          <dt>{t('inspector.payment.method')}</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          <dt>{t('inspector.payment.status')}</dt>
          <dd>{order.paymentStatus}</dd>
          <dt>{t('inspector.payment.receipt')}</dt>
          <dd>
            {order.paymentReceipt ? (
              <>
                {t('inspector.payment.receiptFile', {
                  name: order.paymentReceipt.originalName ?? order.paymentReceipt.fileName,
                  mimeType: order.paymentReceipt.mimeType,
                  size: order.paymentReceipt.fileSize ?? '?',
                  uploaded: when(order.paymentReceipt.uploadedAt),
                })}{' '}
                <Link to={paths.admin.receiptViewOrder(order.orderId)}>{t('inspector.payment.viewReceipt')}</Link>
              </>
            ) : (
              t('inspector.payment.noReceipt')
            )}
          </dd>
        </dl>
        <Payments payments={payments} />
      </Section>

      <Section id="inspector-deliveries" title={t('inspector.deliveries.title')}>
        <dl className={styles.facts}>
          <dt>{t('inspector.deliveries.delivery')}</dt>
          <dd>
            {order.autoDelivery.status}
            {order.autoDelivery.failureReason && (
              <span className={styles.error}> · {order.autoDelivery.failureReason}</span>
            )}
          </dd>
          <dt>{t('inspector.deliveries.installationSteps')}</dt>
          <dd>
            {order.installationStepsSent
              ? t('inspector.deliveries.stepsSent', { at: when(order.installationStepsSentAt) })
              : t('inspector.deliveries.stepsNotSent')}
          </dd>
          <dt>{t('inspector.deliveries.shipped')}</dt>
          <dd>{when(order.shippedAt)}</dd>
          <dt>{t('inspector.deliveries.codes')}</dt>
          <dd>
            {order.autoDelivery.redeemCodes.length === 0
              ? t('inspector.deliveries.none')
              : order.autoDelivery.redeemCodes.map((code) => (
                  <div key={code.code}>
                    <code>{code.code}</code> (
                    {code.isUsed
                      ? t('inspector.deliveries.codeUsed', { productCode: code.productCode, usedAt: when(code.usedAt) })
                      : code.productCode}
                    )
                  </div>
                ))}
          </dd>
          <dt>{t('inspector.deliveries.rentals')}</dt>
          <dd>
            {order.rentals.length === 0
              ? t('inspector.deliveries.none')
              : order.rentals.map((rental) => (
                  <div key={`${rental.accountId}-${rental.startsAt}`}>
                    <Trans
                      t={t}
                      i18nKey={rental.active ? 'inspector.deliveries.rentalActive' : 'inspector.deliveries.rentalEnded'}
                      values={{
                        game: rental.gameName,
                        username: rental.username,
                        from: when(rental.startsAt),
                        until: when(rental.expiresAt),
                      }}
                      components={{ code: <code /> }}
                    />
                  </div>
                ))}
          </dd>
        </dl>
      </Section>

      <Section id="inspector-jobs" title={t('inspector.jobs.title')}>
        {jobs.length === 0 ? (
          <p className={styles.muted}>{t('inspector.jobs.none')}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('inspector.jobs.job')}</th>
                  <th scope="col">{t('inspector.jobs.state')}</th>
                  <th scope="col">{t('inspector.jobs.attempts')}</th>
                  <th scope="col">{t('inspector.jobs.lastOnTimeline')}</th>
                  <th scope="col">{t('inspector.jobs.error')}</th>
                  <th scope="col">{t('inspector.jobs.actions')}</th>
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

      <Section id="inspector-timeline" title={t('inspector.timeline.title')}>
        <ol className={styles.timeline}>
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className={styles.muted}>{when(entry.at)}</span>{' '}
              <Trans
                t={t}
                i18nKey={entry.actorName ? 'inspector.timeline.entryNamed' : 'inspector.timeline.entry'}
                values={{ action: entry.action, actorType: entry.actorType, actorName: entry.actorName }}
                components={{ action: <strong /> }}
              />
              {entry.jobId && (
                <>
                  {' '}
                  <Trans
                    t={t}
                    i18nKey="inspector.timeline.job"
                    values={{ jobId: entry.jobId }}
                    components={{ code: <code /> }}
                  />
                </>
              )}
              {Object.keys(entry.details).length > 0 && (
                <code className={styles.details}>{JSON.stringify(entry.details)}</code>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="inspector-emails" title={t('inspector.emails.title')}>
        {emails.length === 0 ? (
          <p className={styles.muted}>{t('inspector.emails.none')}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('inspector.emails.subject')}</th>
                  <th scope="col">{t('inspector.emails.to')}</th>
                  <th scope="col">{t('inspector.emails.status')}</th>
                  <th scope="col">{t('inspector.emails.attempts')}</th>
                  <th scope="col">{t('inspector.emails.written')}</th>
                  <th scope="col">{t('inspector.emails.sent')}</th>
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

      {whatsappUpdates.length > 0 && (
        <Section id="inspector-whatsapp" title={t('inspector.whatsapp.title')}>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="inspector-whatsapp">
              <thead>
                <tr>
                  <th scope="col">{t('inspector.whatsapp.update')}</th>
                  <th scope="col">{t('inspector.whatsapp.template')}</th>
                  <th scope="col">{t('inspector.whatsapp.status')}</th>
                  <th scope="col">{t('inspector.whatsapp.at')}</th>
                </tr>
              </thead>
              <tbody>
                {whatsappUpdates.map((update) => (
                  <tr key={update.event}>
                    <td>{update.event}</td>
                    <td>{update.template}</td>
                    <td>
                      {update.status}
                      {update.error && <div className={styles.error}>{update.error}</div>}
                      {update.fellBackToEmail && <div>{t('inspector.whatsapp.fellBack')}</div>}
                    </td>
                    <td>{when(update.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}

      <Section id="inspector-live" title={t('inspector.live.title')}>
        <LiveEvents events={live} />
      </Section>

      <Section id="inspector-raw" title={t('inspector.raw.title')}>
        <details>
          <summary>{t('inspector.raw.summary')}</summary>
          <pre className={styles.raw}>{JSON.stringify(raw, null, 2)}</pre>
        </details>
      </Section>
    </div>
  );
}
