import { STOCK_CHANGE_REASON_LABELS, type StockChangeView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useStockHistory } from '../api/get-stock-history';
import styles from './product-management.module.css';

/** A product's stock history (docs/product/admin.md#stock-history): every change, newest first. */
export function StockHistory({ productId }: { productId: string }) {
  const { t } = useTranslation('admin-catalog');
  const history = useStockHistory(productId);
  // Who made a change: the person's name and role, or the shop itself for a job.
  const who = (entry: StockChangeView): string => {
    if (entry.actorType === 'system') return t('products.history.system');
    const role = entry.actorType === 'staff' ? t('products.history.staff') : t('products.history.customer');
    return entry.actorName ? `${entry.actorName} (${role})` : role;
  };
  if (history.isPending) return <LoadingBlock label={t('products.history.loading')} />;
  if (history.isError) return <Alert tone="error">{errorMessage(history.error)}</Alert>;
  if (history.data.length === 0) return <p>{t('products.history.empty')}</p>;
  return (
    <div className={styles.historyWrap}>
      <table className={styles.historyTable} aria-label={t('products.history.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('products.history.when')}</th>
            <th scope="col">{t('products.history.change')}</th>
            <th scope="col">{t('products.history.after')}</th>
            <th scope="col">{t('products.history.why')}</th>
            <th scope="col">{t('products.history.who')}</th>
            <th scope="col">{t('products.history.order')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={entry.id} data-testid="stock-history-row">
              <td>{formatDateTime(entry.at)}</td>
              <td className={entry.change < 0 ? styles.historyOut : styles.historyIn}>
                {entry.change > 0 ? `+${entry.change}` : entry.change}
              </td>
              <td>{entry.stockAfter}</td>
              <td>{STOCK_CHANGE_REASON_LABELS[entry.reason]}</td>
              <td>{who(entry)}</td>
              <td>{entry.orderId ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
