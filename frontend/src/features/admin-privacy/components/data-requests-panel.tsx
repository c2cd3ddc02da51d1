import { useState, type FormEvent } from 'react';
import type { DataRequestKind } from '@kedai/contracts';
import { AdminTable } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useCancelDataRequest,
  useCreateDataRequest,
  useDataRequestLink,
  useDataRequests,
  useDataRequestSettings,
  useSaveDataRequestSettings,
} from '../api/data-requests';
import styles from './retention-panel.module.css';

const STATUS: Record<string, string> = {
  queued: 'Queued',
  running: 'Preparing',
  ready: 'Ready',
  expired: 'Archive deleted',
  scheduled: 'In grace period',
  cancelled: 'Cancelled',
  done: 'Erased',
  failed: 'Failed',
};

/**
 * Maintenance → Data requests (admins only; docs/product/privacy.md#staff-run-requests): every export and account
 * deletion with its status, one run for a customer who asked by e-mail or WhatsApp (audited), a signed link to
 * send them (audited), a deletion cancelled in its grace period (audited; the customer is e-mailed), and the
 * deletion's grace period.
 */
export function DataRequestsPanel() {
  const requests = useDataRequests();
  const create = useCreateDataRequest();
  const link = useDataRequestLink();
  const cancel = useCancelDataRequest();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<DataRequestKind>('export');
  const [channel, setChannel] = useState<'email' | 'whatsapp'>('email');
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email: email.trim(), kind, channel, note: note.trim() || undefined },
      { onSuccess: () => (setEmail(''), setNote('')) },
    );
  };

  return (
    <section aria-labelledby="data-requests-title" className={styles.section}>
      <h2 id="data-requests-title">Data requests</h2>
      <p className={styles.muted}>
        A customer’s copy of their data and the deletion of their account. Run one here for a request that came by
        e-mail or WhatsApp, after checking that it comes from the address’s owner; each run is on the audit log.
      </p>
      <form onSubmit={submit} className={styles.form}>
        <Field label="Customer’s e-mail">
          {(control) => (
            <Input {...control} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label="Request">
          {(control) => (
            <select {...control} value={kind} onChange={(e) => setKind(e.target.value as DataRequestKind)}>
              <option value="export">Copy of their data</option>
              <option value="erasure">Delete their account</option>
            </select>
          )}
        </Field>
        <Field label="Asked by">
          {(control) => (
            <select {...control} value={channel} onChange={(e) => setChannel(e.target.value as 'email' | 'whatsapp')}>
              <option value="email">E-mail</option>
              <option value="whatsapp">WhatsApp</option>
            </select>
          )}
        </Field>
        <Field label="Note (how you checked who asked)">
          {(control) => <Input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending} disabled={!email.trim()}>
            Run request
          </Button>
        </div>
      </form>
      {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      {create.isSuccess && (
        <Alert tone="success">
          {create.data.kind === 'export'
            ? 'The copy is being prepared.'
            : `The account will be deleted on ${formatDateTime(create.data.dueAt as string)}; the customer was e-mailed.`}
        </Alert>
      )}
      {cancel.isError && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
      {cancel.isSuccess && (
        <Alert tone="success">
          The deletion for {cancel.data.email} was cancelled: nothing will be erased, and the customer was e-mailed.
        </Alert>
      )}
      {link.isError && <Alert tone="error">{errorMessage(link.error)}</Alert>}
      {link.isSuccess && (
        <Alert tone="info">
          Link to send (valid 15 minutes): <code>{link.data.url}</code>
        </Alert>
      )}
      {requests.isPending ? (
        <LoadingBlock label="Loading data requests…" />
      ) : requests.isError ? (
        <Alert tone="error">{errorMessage(requests.error)}</Alert>
      ) : requests.data.length === 0 ? (
        <p className={styles.muted}>No data requests yet.</p>
      ) : (
        <AdminTable label="Data requests" framed>
          <thead>
            <tr>
              <th scope="col">Asked</th>
              <th scope="col">E-mail</th>
              <th scope="col">Request</th>
              <th scope="col">From</th>
              <th scope="col">Status</th>
              <th scope="col">Due / done</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((request) => (
              <tr key={request.id}>
                <td>{formatDateTime(request.createdAt)}</td>
                <td>{request.email}</td>
                <td>{request.kind === 'export' ? 'Copy of data' : 'Account deletion'}</td>
                <td>
                  {request.requestedBy
                    ? `${request.requestedBy} (${request.channel})`
                    : `Customer (${request.channel})`}
                </td>
                <td>
                  {STATUS[request.status] ?? request.status}
                  {request.status === 'running' && ` ${request.progress}%`}
                </td>
                <td>
                  {request.completedAt
                    ? formatDateTime(request.completedAt)
                    : request.dueAt
                      ? formatDateTime(request.dueAt)
                      : '–'}
                </td>
                <td>
                  {request.status === 'ready' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={link.isPending && link.variables === request.id}
                      onClick={() => link.mutate(request.id)}
                    >
                      Get link
                    </Button>
                  )}
                  {request.status === 'scheduled' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={cancel.isPending && cancel.variables === request.id}
                      onClick={() => cancel.mutate(request.id)}
                    >
                      Cancel deletion
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <GraceSetting />
    </section>
  );
}

/** How many days an account deletion waits (and can be cancelled) before it runs. */
function GraceSetting() {
  const settings = useDataRequestSettings();
  const save = useSaveDataRequestSettings();
  const [draft, setDraft] = useState<string | null>(null);
  if (settings.isPending || settings.isError) return null;
  const value = draft ?? String(settings.data.erasureGraceDays);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(Number(value), { onSuccess: () => setDraft(null) });
      }}
    >
      <Field label="Grace period before a deletion (days)" hint="0 to 60; the customer can cancel until then.">
        {(control) => (
          <Input {...control} inputMode="numeric" value={value} onChange={(e) => setDraft(e.target.value.trim())} />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!/^\d+$/.test(value)}>
          Save grace period
        </Button>
      </div>
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
    </form>
  );
}
