import {
  emailStatusText,
  OUTBOUND_EMAIL_STATUSES,
  type OutboundEmailStatus,
  type OutboundEmailView,
} from '@kedai/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOutbox, type OutboxFilter } from '../api/get-outbox';
import { useResendEmail } from '../api/resend-email';
import styles from './outbox-screen.module.css';

const tone: Record<OutboundEmailStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  sent: 'success',
  queued: 'warning',
  kept: 'neutral',
  failed: 'danger',
};
const STATUS_LABEL: Record<OutboundEmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'Not sent (no SMTP)',
  failed: 'Failed',
};

/** Every e-mail the shop wrote: queued, sent, kept without SMTP, or failed with the SMTP server's error. */
export function OutboxScreen() {
  const [filter, setFilter] = useState<OutboxFilter>({ search: '', status: 'all' });
  const [preview, setPreview] = useState<OutboundEmailView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useOutbox(filter);
  const resend = useResendEmail();
  const emails = query.data ?? [];

  return (
    <section className={styles.page} aria-labelledby="outbox-title">
      <header className={styles.header}>
        <div>
          <h1 id="outbox-title">E-mail Outbox</h1>
          <p className={styles.muted}>Every e-mail to customers and staff, with what really happened to it.</p>
        </div>
        <div className={styles.controls}>
          <Field label="Search">
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder="Recipient, subject or order ID"
                value={filter.search}
                onChange={(event) => setFilter((old) => ({ ...old, search: event.target.value }))}
              />
            )}
          </Field>
          <Field label="Status">
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={filter.status}
                onChange={(event) =>
                  setFilter((old) => ({ ...old, status: event.target.value as OutboundEmailStatus | 'all' }))
                }
              >
                <option value="all">All</option>
                {OUTBOUND_EMAIL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABEL[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </header>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error, 'Could not resend the e-mail')}</Alert>}
      {query.isPending ? (
        <LoadingBlock label="Loading e-mails..." />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, 'Failed to load the outbox')}</Alert>
      ) : emails.length === 0 ? (
        <p>No e-mails found</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label="E-mails">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Recipient</th>
                <th scope="col">Subject</th>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} data-testid="outbox-row">
                  <td>{formatDateTime(email.createdAt)}</td>
                  <td>{email.toAddress}</td>
                  <td>{email.subject}</td>
                  <td>
                    {email.relatedType === 'order' && email.relatedId ? (
                      <Link to={paths.admin.receiptViewOrder(email.relatedId)}>{email.relatedId}</Link>
                    ) : (
                      <span className={styles.muted}>-</span>
                    )}
                  </td>
                  <td>
                    <Badge tone={tone[email.status]}>{STATUS_LABEL[email.status]}</Badge>
                    {(email.status === 'failed' || email.lastError) && (
                      <div className={styles.error}>{emailStatusText(email)}</div>
                    )}
                    {email.sentAt && <div className={styles.muted}>sent {formatDateTime(email.sentAt)}</div>}
                  </td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setPreview(email)}>
                      Preview
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={resend.isPending && resend.variables === email.id}
                      onClick={() =>
                        resend.mutate(email.id, { onSuccess: () => setNotice(`Queued again for ${email.toAddress}.`) })
                      }
                    >
                      Resend
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={preview !== null} title={preview?.subject ?? ''} onClose={() => setPreview(null)}>
        {preview && (
          <>
            <p className={styles.muted}>
              To {preview.toAddress} · {formatDateTime(preview.createdAt)} · {emailStatusText(preview)}
            </p>
            {preview.htmlBody && (
              <>
                <h3 className={styles.previewHeading}>HTML version</h3>
                {/* sandbox="": the e-mail's HTML runs no script and opens nothing inside the admin. */}
                <iframe
                  className={styles.htmlPreview}
                  title={`HTML version of ${preview.subject}`}
                  sandbox=""
                  srcDoc={preview.htmlBody}
                />
              </>
            )}
            <h3 className={styles.previewHeading}>Plain-text version</h3>
            <pre className={styles.preview}>{preview.textBody}</pre>
          </>
        )}
      </Modal>
    </section>
  );
}
