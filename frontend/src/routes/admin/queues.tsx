import { useTranslation } from 'react-i18next';
import { QueueMonitor } from '@/features/ops-queues/components/queue-monitor';

/** /admin/queues: queue monitoring for ops (issue 7). */
export function AdminQueuesRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('queues.pageTitle')}</title>
      <QueueMonitor />
    </>
  );
}
