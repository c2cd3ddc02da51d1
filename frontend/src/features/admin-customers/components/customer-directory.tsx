import { formatRMDecimal, type CustomerSort } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage, AdminPageHeader, AdminTable } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SearchField } from '@/components/ui/search-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { downloadCustomerDirectoryCsv, useCustomers } from '../api/customers';
import { ChannelBadge } from './channel-badge';
import styles from './customers.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/customers (docs/product/admin.md#customers): every buyer, guests and accounts merged by e-mail; search,
 * sort, pages; lifetime value and the CSV for admins (the server leaves the value out for agents).
 */
export function CustomerDirectory() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>('last_order');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const customers = useCustomers({ search: term, sort, page });
  const data = customers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const seeValue = data?.canSeeValue ?? false;

  return (
    <AdminPage labelledBy="customers-title">
      <AdminPageHeader
        id="customers-title"
        title={t('customers.title')}
        subtitle={t('customers.subtitle')}
        actions={
          <>
            <SearchField
              label={t('customers.searchLabel')}
              placeholder={t('customers.searchPlaceholder')}
              value={search}
              busy={customers.isFetching}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <label className={styles.sort}>
              <span>{t('customers.sortLabel')}</span>
              <select
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as CustomerSort);
                  setPage(1);
                }}
              >
                <option value="last_order">{t('customers.sort.last_order')}</option>
                {seeValue && <option value="lifetime_value">{t('customers.sort.lifetime_value')}</option>}
              </select>
            </label>
            {seeValue && <ExportCsvButton download={() => downloadCustomerDirectoryCsv(term)} />}
          </>
        }
      />
      {customers.isError && (
        <Alert tone="error">{t('customers.loadFailed', { reason: errorMessage(customers.error) })}</Alert>
      )}
      {!data && customers.isPending ? (
        <LoadingBlock label={t('customers.loading')} />
      ) : data && data.customers.length === 0 ? (
        <p className={styles.empty}>{term.trim() ? t('customers.noneFound') : t('customers.none')}</p>
      ) : data ? (
        <>
          <AdminTable label={t('customers.tableLabel')} framed>
            <thead>
              <tr>
                <th scope="col">{t('customers.columns.customer')}</th>
                <th scope="col">{t('customers.columns.orders')}</th>
                {seeValue && <th scope="col">{t('customers.columns.lifetimeValue')}</th>}
                <th scope="col">{t('customers.columns.lastOrder')}</th>
                <th scope="col">{t('customers.columns.conversations')}</th>
                <th scope="col">{t('customers.columns.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {data.customers.map((customer) => (
                <tr key={customer.key} data-testid="customer-row">
                  <td>
                    <Link to={paths.admin.customer(customer.key)} className={styles.name}>
                      {customer.name || customer.email}
                    </Link>
                    <span className={styles.meta}>{customer.email}</span>
                    {customer.phone && <span className={styles.meta}>{customer.phone}</span>}
                    <Badge tone={customer.hasAccount ? 'brand' : 'neutral'}>
                      {customer.hasAccount ? t('customers.account') : t('customers.guest')}
                    </Badge>
                  </td>
                  <td>{customer.orderCount}</td>
                  {seeValue && <td>{formatRMDecimal(customer.lifetimeValue ?? '0')}</td>}
                  <td>
                    {formatDateTime(customer.lastOrderAt)}
                    <span className={styles.meta}>{customer.lastOrderId}</span>
                  </td>
                  <td>
                    <span className={styles.channels}>
                      {customer.conversationCount === 0
                        ? t('customers.noConversations')
                        : customer.channels.map((channel) => <ChannelBadge key={channel} channel={channel} />)}
                    </span>
                    {customer.labels.length > 0 && (
                      <span className={styles.labels}>
                        {customer.labels.map((label) => (
                          <span key={label.id} className={styles.label} style={{ borderColor: label.colour }}>
                            {label.name}
                          </span>
                        ))}
                      </span>
                    )}
                  </td>
                  <td>{customer.noteCount}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <nav className={styles.pager} aria-label={t('customers.pagesLabel')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('customers.previous')}
            </Button>
            <span>{t('customers.pageOf', { page: data.page, pages, total: data.total })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('customers.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </AdminPage>
  );
}
