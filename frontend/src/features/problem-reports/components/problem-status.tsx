import type { ProblemReportStatus } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useMyProblemReports } from '../api/order-problems';

const TONES: Record<ProblemReportStatus, 'warning' | 'success' | 'danger' | 'neutral'> = {
  open: 'warning',
  replaced: 'success',
  refunded: 'neutral',
  rejected: 'danger',
};

/** A report's status as the customer reads it ("Problem reported — under review"). */
export function ProblemStatus({ status }: { status: ProblemReportStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge tone={TONES[status]} dot data-testid="problem-status">
      {t(`problems.status.${status}`)}
    </Badge>
  );
}

/**
 * The newest problem report of one order on its My orders card. Every card asks with the page's order ids, so
 * the page makes one request (the same query key).
 */
export function OrderProblemStatus({ orderIds, orderId }: { orderIds: string[]; orderId: string }) {
  const reports = useMyProblemReports(orderIds);
  const newest = reports.data?.find((report) => report.orderId === orderId);
  return newest ? <ProblemStatus status={newest.status} /> : null;
}
