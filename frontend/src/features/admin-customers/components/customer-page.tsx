import { CUSTOMER_NOTE_MAX, formatRMDecimal } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage, AdminPageHeader, AdminTable } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAddCustomerNote, useCustomer } from '../api/customers';
import { ChannelBadge } from './channel-badge';
import styles from './customers.module.css';

const orderLink = (orderId: string) => `${paths.admin.orders}?${new URLSearchParams({ focus: orderId }).toString()}`;
const chatLink = (sessionId: string) =>
  `${paths.admin.liveChat}?${new URLSearchParams({ session: sessionId }).toString()}`;

/** /admin/customers/:key: one customer's orders (opened in Orders), conversations (opened in the inbox) and notes. */
export function CustomerPage({ customerKey }: { customerKey: string }) {
  const { t } = useTranslation('admin');
  const customer = useCustomer(customerKey);
  const data = customer.data;

  if (customer.isError) {
    return (
      <AdminPage labelledBy="customer-title">
        <AdminPageHeader id="customer-title" title={customerKey} />
        <Alert tone="error">{errorMessage(customer.error, t('customers.loadFailedShort'))}</Alert>
        <Link to={paths.admin.customers}>{t('customers.back')}</Link>
      </AdminPage>
    );
  }
  if (!data) return <LoadingBlock label={t('customers.loading')} />;

  return (
    <AdminPage labelledBy="customer-title">
      <Link to={paths.admin.customers} className={styles.back}>
        {t('customers.back')}
      </Link>
      <AdminPageHeader
        id="customer-title"
        title={data.name || data.email}
        subtitle={[data.email, ...data.phones].join(' · ')}
        actions={
          <Badge tone={data.account ? 'brand' : 'neutral'}>
            {data.account
              ? t('customers.accountSince', { date: formatDate(data.account.createdAt) })
              : t('customers.guest')}
          </Badge>
        }
      />
      <dl className={styles.figures}>
        <div>
          <dt>{t('customers.columns.orders')}</dt>
          <dd data-testid="customer-order-count">{data.orderCount}</dd>
        </div>
        {data.canSeeValue && (
          <div>
            <dt>{t('customers.columns.lifetimeValue')}</dt>
            <dd data-testid="customer-lifetime-value">{formatRMDecimal(data.lifetimeValue ?? '0')}</dd>
          </div>
        )}
        {data.canSeeValue && data.refundedTotal !== '0.00' && (
          <div>
            <dt>{t('customers.refunded')}</dt>
            <dd>{formatRMDecimal(data.refundedTotal ?? '0')}</dd>
          </div>
        )}
        <div>
          <dt>{t('customers.firstOrder')}</dt>
          <dd>{data.firstOrderAt ? formatDateTime(data.firstOrderAt) : '—'}</dd>
        </div>
        <div>
          <dt>{t('customers.columns.lastOrder')}</dt>
          <dd>{data.lastOrderAt ? formatDateTime(data.lastOrderAt) : '—'}</dd>
        </div>
      </dl>

      <section aria-labelledby="customer-orders-title" className={styles.section}>
        <h2 id="customer-orders-title" className={styles.sectionTitle}>
          {t('customers.ordersTitle', { count: data.orders.length })}
        </h2>
        {data.orders.length === 0 ? (
          <p className={styles.empty}>{t('customers.noOrders')}</p>
        ) : (
          <AdminTable label={t('customers.ordersTitle', { count: data.orders.length })} framed>
            <thead>
              <tr>
                <th scope="col">{t('customers.orderColumns.order')}</th>
                <th scope="col">{t('customers.orderColumns.placed')}</th>
                <th scope="col">{t('customers.orderColumns.total')}</th>
                <th scope="col">{t('customers.orderColumns.status')}</th>
                <th scope="col">{t('customers.orderColumns.payment')}</th>
                <th scope="col">{t('customers.orderColumns.refunded')}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.orderId} data-testid="customer-order">
                  <td>
                    <Link to={orderLink(order.orderId)}>{order.orderId}</Link>
                  </td>
                  <td>{formatDateTime(order.createdAt)}</td>
                  <td>{formatRMDecimal(order.totalAmount)}</td>
                  <td>{order.status}</td>
                  <td>{order.paymentStatus}</td>
                  <td>{order.refunded === '0.00' ? '—' : formatRMDecimal(order.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </section>

      <section aria-labelledby="customer-chats-title" className={styles.section}>
        <h2 id="customer-chats-title" className={styles.sectionTitle}>
          {t('customers.conversationsTitle', { count: data.conversations.length })}
        </h2>
        {data.conversations.length === 0 ? (
          <p className={styles.empty}>{t('customers.noConversations')}</p>
        ) : (
          <ul role="list" className={styles.chats}>
            {data.conversations.map((chat) => (
              <li key={chat.sessionId} className={styles.chat} data-testid="customer-conversation">
                <ChannelBadge channel={chat.channel} />
                <span className={styles.chatBody}>
                  <Link to={chatLink(chat.sessionId)}>{t('customers.openChat', { name: chat.customerName })}</Link>
                  <span className={styles.meta}>
                    {chat.status} · {chat.lastMessageAt ? formatDateTime(chat.lastMessageAt) : ''}
                    {chat.contactPhone ? ` · ${chat.contactPhone}` : ''}
                  </span>
                  {chat.lastMessage && <span className={styles.lastMessage}>{chat.lastMessage}</span>}
                  {chat.labels.length > 0 && (
                    <span className={styles.labels}>
                      {chat.labels.map((label) => (
                        <span key={label.id} className={styles.label} style={{ borderColor: label.colour }}>
                          {label.name}
                        </span>
                      ))}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CustomerNotes customerKey={data.key} notes={data.notes} />
    </AdminPage>
  );
}

function CustomerNotes({
  customerKey,
  notes,
}: {
  customerKey: string;
  notes: { id: string; body: string; authorName: string; createdAt: string }[];
}) {
  const { t } = useTranslation('admin');
  const [body, setBody] = useState('');
  const add = useAddCustomerNote(customerKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <section aria-labelledby="customer-notes-title" className={styles.section}>
      <h2 id="customer-notes-title" className={styles.sectionTitle}>
        {t('customers.notesTitle')}
      </h2>
      <form onSubmit={submit} className={styles.noteForm}>
        <label htmlFor="customer-note">{t('customers.noteLabel')}</label>
        <textarea
          id="customer-note"
          value={body}
          maxLength={CUSTOMER_NOTE_MAX}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!body.trim() || add.isPending}>
          {t('customers.addNote')}
        </Button>
        {add.isError && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      </form>
      {notes.length === 0 ? (
        <p className={styles.empty}>{t('customers.noNotes')}</p>
      ) : (
        <ul role="list" className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p>{note.body}</p>
              <span className={styles.meta}>
                {note.authorName} · {formatDateTime(note.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
