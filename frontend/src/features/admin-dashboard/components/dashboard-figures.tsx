import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { useDashboardLive } from '../hooks/use-dashboard-live';
import styles from './dashboard.module.css';
import { MonthStats, monthName } from './month-stats';
import { TopProducts } from './top-products';
import { onMalaysiaTime, shopZoneLabel } from '@/lib/shop-zone-label';

/** The dashboard's figures (docs/product/admin.md#dashboard): loading, failed with Retry, or the month. */
export function DashboardFigures() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  useDashboardLive();

  if (dashboard.isPending) return <LoadingBlock label={t('dashboard.figures.loading')} />;
  if (dashboard.isError) {
    return (
      <div className={styles.failed}>
        <Alert tone="error" title={t('dashboard.figures.failed')}>
          {errorMessage(dashboard.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
          {t('dashboard.figures.retry')}
        </Button>
      </div>
    );
  }

  const summary = dashboard.data;
  return (
    <>
      <div className={styles.monthHead}>
        <h2 className={styles.sectionTitle}>{monthName(summary.month.label)}</h2>
        <span className={styles.muted}>
          {onMalaysiaTime()
            ? t('dashboard.figures.timeNote')
            : t('dashboard.figures.timeNoteIn', { zone: shopZoneLabel(new Date(summary.month.start)) })}
        </span>
      </div>
      <MonthStats summary={summary} />
      <TopProducts products={summary.topProducts} />
    </>
  );
}
