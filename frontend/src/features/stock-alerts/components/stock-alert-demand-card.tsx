import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStockAlertDemand } from '../api/stock-alerts';
import styles from './stock-alerts-panel.module.css';

/** The dashboard's "Waiting for a restock": the five most awaited products (all of them in Product Management). */
export function StockAlertDemandCard() {
  const { t } = useTranslation('admin-catalog');
  const demand = useStockAlertDemand();
  if (!demand.data || demand.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="stock-alert-demand-title">
      <h2 id="stock-alert-demand-title" className={styles.title}>
        {t('stockAlerts.dashboardHeading')}
      </h2>
      <ol className={styles.lead}>
        {demand.data.slice(0, 5).map((row) => (
          <li key={row.productId} data-testid="dashboard-stock-alert">
            {t('stockAlerts.dashboardLine', { title: row.title, count: row.waiting })}
          </li>
        ))}
      </ol>
      <Link to={paths.admin.products}>{t('stockAlerts.dashboardLink')}</Link>
    </section>
  );
}
