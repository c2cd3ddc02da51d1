import {
  emailStatusText,
  OUTBOUND_EMAIL_STATUSES,
  type OutboundEmailStatus,
  type OutboundEmailView,
} from '@kedai/contracts';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { InboundEmails } from './inbound-emails';
import { AdminPage, AdminPageHeader, AdminTable } from '@/components/admin/admin-page';

const tone: Record<OutboundEmailStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  sent: 'success',
  queued: 'warning',
  kept: 'neutral',
  failed: 'danger',
};
const STATUS_LABEL: Record<OutboundEmailStatus, ParseKeys<'admin'>> = {
  queued: 'outbox.statuses.queued',
  sent: 'outbox.statuses.sent',
  kept: 'outbox.statuses.kept',
  failed: 'outbox.statuses.failed',
};

/** Every e-mail the shop wrote: queued, sent, kept without SMTP, or failed with the SMTP server's error. */
export function OutboxScreen() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<OutboxFilter>({ search: '', status: 'all' });
  const [preview, setPreview] = useState<OutboundEmailView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useOutbox(filter);
  const resend = useResendEmail();
  const emails = query.data ?? [];

  return (
    <AdminPage labelledBy="outbox-title">
      <AdminPageHeader
        id="outbox-title"
        title={t('outbox.heading')}
        subtitle={t('outbox.subtitle')}
        actions={
          <div className={styles.controls}>
            <Field label={t('outbox.search')}>
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  placeholder={t('outbox.searchPlaceholder')}
                  value={filter.search}
                  onChange={(event) => setFilter((old) => ({ ...old, search: event.target.value }))}
                />
              )}
            </Field>
            <Field label={t('outbox.status')}>
              {(control) => (
                <select
                  {...control}
                  className={styles.select}
                  value={filter.status}
                  onChange={(event) =>
                    setFilter((old) => ({ ...old, status: event.target.value as OutboundEmailStatus | 'all' }))
                  }
                >
                  <option value="all">{t('outbox.allStatuses')}</option>
                  {OUTBOUND_EMAIL_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_LABEL[status])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        }
      />
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error, t('outbox.resendFailed'))}</Alert>}
      {query.isPending ? (
        <LoadingBlock label={t('outbox.loading')} />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, t('outbox.loadFailed'))}</Alert>
      ) : emails.length === 0 ? (
        <p>{t('outbox.empty')}</p>
      ) : (
        <AdminTable framed label={t('outbox.table.label')}>
          <thead>
            <tr>
              <th scope="col">{t('outbox.table.time')}</th>
              <th scope="col">{t('outbox.table.recipient')}</th>
              <th scope="col">{t('outbox.table.subject')}</th>
              <th scope="col">{t('outbox.table.order')}</th>
              <th scope="col">{t('outbox.table.status')}</th>
              <th scope="col">{t('outbox.table.actions')}</th>
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
                  <Badge tone={tone[email.status]}>{t(STATUS_LABEL[email.status])}</Badge>
                  {(email.status === 'failed' || email.lastError) && (
                    <div className={styles.error}>{emailStatusText(email)}</div>
                  )}
                  {email.sentAt && (
                    <div className={styles.muted}>{t('outbox.sentAt', { date: formatDateTime(email.sentAt) })}</div>
                  )}
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setPreview(email)}>
                    {t('outbox.preview')}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={resend.isPending && resend.variables === email.id}
                    onClick={() =>
                      resend.mutate(email.id, {
                        onSuccess: () => setNotice(t('outbox.queuedAgain', { address: email.toAddress })),
                      })
                    }
                  >
                    {t('outbox.resend')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <InboundEmails />
      <Modal open={preview !== null} title={preview?.subject ?? ''} onClose={() => setPreview(null)}>
        {preview && (
          <>
            <p className={styles.muted}>
              {t('outbox.previewModal.meta', {
                address: preview.toAddress,
                date: formatDateTime(preview.createdAt),
                status: emailStatusText(preview),
              })}
            </p>
            {preview.htmlBody && (
              <>
                <h3 className={styles.previewHeading}>{t('outbox.previewModal.htmlVersion')}</h3>
                {/* sandbox="": the e-mail's HTML runs no script and opens nothing inside the admin. */}
                <iframe
                  className={styles.htmlPreview}
                  title={t('outbox.previewModal.htmlFrameTitle', { subject: preview.subject })}
                  sandbox=""
                  srcDoc={preview.htmlBody}
                />
              </>
            )}
            <h3 className={styles.previewHeading}>{t('outbox.previewModal.textVersion')}</h3>
            <pre className={styles.preview}>{preview.textBody}</pre>
          </>
        )}
      </Modal>
    </AdminPage>
  );
}
