import {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditEntryView,
  type AuditTargetType,
} from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage, AdminPageHeader, AdminTable } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAuditSettings, useSaveAuditSettings } from '../api/audit-settings';
import { downloadAuditCsv, EMPTY_AUDIT_FILTER, useAuditLog, type AuditFilterForm } from '../api/get-audit-log';
import { summaryLines } from './audit-summary';
import styles from './audit-screen.module.css';

/** The audit log (docs/product/admin.md#audit-log): filter, page, export; admins only. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const query = useAuditLog(filter, page);
  const change = (patch: Partial<AuditFilterForm>) => {
    setFilter((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <AdminPage labelledBy="audit-title">
      <AdminPageHeader
        id="audit-title"
        title={t('audit.heading')}
        subtitle={t('audit.subtitle')}
        actions={<ExportCsvButton download={() => downloadAuditCsv(filter)} />}
      />
      <form
        className={styles.filters}
        aria-label={t('audit.filters.label')}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t('audit.filters.person')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('audit.filters.personPlaceholder')}
              value={filter.person}
              onChange={(event) => change({ person: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('audit.filters.action')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={filter.action}
              onChange={(event) => change({ action: event.target.value as AuditAction | '' })}
            >
              <option value="">{t('audit.filters.allActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.filters.targetType')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={filter.targetType}
              onChange={(event) => change({ targetType: event.target.value as AuditTargetType | '' })}
            >
              <option value="">{t('audit.filters.allTargets')}</option>
              {AUDIT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.filters.targetId')}>
          {(control) => (
            <Input
              {...control}
              placeholder={t('audit.filters.targetIdPlaceholder')}
              value={filter.targetId}
              onChange={(event) => change({ targetId: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('audit.filters.from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.from}
              onChange={(event) => change({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('audit.filters.to')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.to}
              onChange={(event) => change({ to: event.target.value })}
            />
          )}
        </Field>
        <Button type="button" variant="ghost" onClick={() => change(EMPTY_AUDIT_FILTER)}>
          {t('audit.filters.clear')}
        </Button>
      </form>

      {query.isPending ? (
        <LoadingBlock label={t('audit.loading')} />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, t('audit.loadFailed'))}</Alert>
      ) : list && list.entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : list ? (
        <>
          <div className={styles.bar}>
            <p className={styles.muted} data-testid="audit-total">
              {t('audit.total', { count: list.total })}
            </p>
            <Pager page={page} pages={pages} onPage={setPage} />
          </div>
          <AdminTable framed label={t('audit.table.label')}>
            <thead>
              <tr>
                <th scope="col">{t('audit.table.time')}</th>
                <th scope="col">{t('audit.table.person')}</th>
                <th scope="col">{t('audit.table.action')}</th>
                <th scope="col">{t('audit.table.target')}</th>
                <th scope="col">{t('audit.table.details')}</th>
              </tr>
            </thead>
            <tbody>
              {list.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </AdminTable>
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </>
      ) : null}
      <RetentionForm />
    </AdminPage>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  return (
    <tr data-testid="audit-row">
      <td>{formatDateTime(entry.at)}</td>
      <td>
        {entry.actor.name} <Badge tone="neutral">{entry.actor.role}</Badge>
        {entry.ip && <div className={styles.muted}>{t('audit.table.from', { ip: entry.ip })}</div>}
      </td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.target.type}:{' '}
        {entry.target.type === 'order' ? (
          <Link to={paths.admin.receiptViewOrder(entry.target.id)}>{entry.target.id}</Link>
        ) : (
          entry.target.id
        )}
      </td>
      <td>
        <dl className={styles.summary}>
          {summaryLines(entry.summary).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.pager}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('audit.previous')}
      </Button>
      <span>{t('audit.page', { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('audit.next')}
      </Button>
    </div>
  );
}

/** How long entries are kept: what the daily retention job and the maintenance cleanup go by. */
function RetentionForm() {
  const { t } = useTranslation('admin');
  const settings = useAuditSettings();
  const save = useSaveAuditSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const value = draft ?? String(settings.data?.retentionDays ?? '');
  return (
    <section aria-labelledby="audit-retention">
      <h2 id="audit-retention">{t('audit.retention.heading')}</h2>
      <form
        className={styles.retention}
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(null);
          save.mutate(
            { retentionDays: Number(value) },
            {
              onSuccess: (result) => {
                setDraft(null);
                setSaved(result.retentionDays);
              },
            },
          );
        }}
      >
        <Field
          label={t('audit.retention.days')}
          hint={t('audit.retention.hint', {
            min: AUDIT_RETENTION_MIN_DAYS,
            max: AUDIT_RETENTION_MAX_DAYS,
            default: AUDIT_RETENTION_DEFAULT_DAYS,
          })}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={AUDIT_RETENTION_MIN_DAYS}
              max={AUDIT_RETENTION_MAX_DAYS}
              value={value}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={save.isPending} disabled={settings.isPending}>
          {t('audit.retention.save')}
        </Button>
      </form>
      {saved !== null && <Alert tone="success">{t('audit.retention.saved', { days: saved })}</Alert>}
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('audit.retention.failed'))}</Alert>}
    </section>
  );
}
