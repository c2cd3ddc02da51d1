import { INBOUND_EMAIL_STATUSES, type InboundEmailStatus } from '@kedai/contracts';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { AdminTable } from '@/components/admin/admin-page';
import { useInboundEmails } from '../api/get-inbound-emails';
import styles from './outbox-screen.module.css';

const tone: Record<InboundEmailStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  posted: 'success',
  received: 'neutral',
  refused: 'neutral',
  quarantined: 'danger',
};
const STATUS_LABEL: Record<InboundEmailStatus, ParseKeys<'admin'>> = {
  received: 'outbox.inbound.statuses.received',
  posted: 'outbox.inbound.statuses.posted',
  refused: 'outbox.inbound.statuses.refused',
  quarantined: 'outbox.inbound.statuses.quarantined',
};

/** Customers' answers by e-mail: posted into their conversation, or refused / quarantined with the reason. */
export function InboundEmails() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<InboundEmailStatus | 'all'>('all');
  const query = useInboundEmails(status);
  const rows = query.data ?? [];
  return (
    <section aria-labelledby="inbound-emails-title" className={styles.inbound}>
      <div className={styles.controls}>
        <h2 id="inbound-emails-title" className={styles.inboundHeading}>
          {t('outbox.inbound.heading')}
        </h2>
        <Field label={t('outbox.inbound.status')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={status}
              onChange={(event) => setStatus(event.target.value as InboundEmailStatus | 'all')}
            >
              <option value="all">{t('outbox.allStatuses')}</option>
              {INBOUND_EMAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(STATUS_LABEL[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className={styles.muted}>{t('outbox.inbound.subtitle')}</p>
      {query.isPending ? (
        <LoadingBlock label={t('outbox.loading')} />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, t('outbox.inbound.loadFailed'))}</Alert>
      ) : rows.length === 0 ? (
        <p>{t('outbox.inbound.empty')}</p>
      ) : (
        <AdminTable framed label={t('outbox.inbound.heading')}>
          <thead>
            <tr>
              <th scope="col">{t('outbox.table.time')}</th>
              <th scope="col">{t('outbox.inbound.from')}</th>
              <th scope="col">{t('outbox.table.subject')}</th>
              <th scope="col">{t('outbox.table.status')}</th>
              <th scope="col">{t('outbox.inbound.checks')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="inbound-email-row">
                <td>
                  {formatDateTime(row.createdAt)}
                  <div className={styles.muted}>{row.via === 'smtp' ? 'SMTP' : 'Webhook'}</div>
                </td>
                <td>{row.fromAddress ?? row.envelopeFrom ?? '-'}</td>
                <td>{row.subject ?? '-'}</td>
                <td>
                  <Badge tone={tone[row.status]}>{t(STATUS_LABEL[row.status])}</Badge>
                  {row.reason && <div className={styles.error}>{row.reason}</div>}
                  {row.detail && <div className={styles.muted}>{row.detail}</div>}
                </td>
                <td className={styles.muted}>
                  {t('outbox.inbound.authResults', { spf: row.spf ?? '-', dkim: row.dkim ?? '-' })}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
