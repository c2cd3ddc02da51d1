import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { useDashboardLive } from '../hooks/use-dashboard-live';
import styles from './dashboard.module.css';
import { MonthStats, monthName } from './month-stats';
import { TopProducts } from './top-products';

/** The dashboard's figures (admin spec "Dashboard"): loading, failed with Retry, or the month. */
export function DashboardFigures() {
  const dashboard = useDashboard();
  useDashboardLive();

  if (dashboard.isPending) return <LoadingBlock label="Loading this month's figures..." />;
  if (dashboard.isError) {
    return (
      <div className={styles.failed}>
        <Alert tone="error" title="Failed to load the dashboard">
          {errorMessage(dashboard.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
          Retry
        </Button>
      </div>
    );
  }

  const summary = dashboard.data;
  return (
    <>
      <div className={styles.monthHead}>
        <h2 className={styles.sectionTitle}>{monthName(summary.month.label)}</h2>
        <span className={styles.muted}>Malaysia time (GMT+8), updates as orders change</span>
      </div>
      <MonthStats summary={summary} />
      <TopProducts products={summary.topProducts} />
    </>
  );
}
