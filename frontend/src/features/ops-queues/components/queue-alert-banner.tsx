import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QueueAlertView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useQueueAlerts } from '../api/queue-alerts';

const keyOf = (alert: QueueAlertView) => `${alert.queue}:${alert.metric}`;

/**
 * On every admin page while a queue alert is raised: what crossed which threshold, with a link to the queue.
 * Live (`ops:queue-alerts`); a new alert also shows a browser notification when the admin allowed them (the
 * chat alerts ask for that permission).
 */
export function QueueAlertBanner() {
  const { t } = useTranslation('admin');
  const { data } = useQueueAlerts();
  const alerts = useMemo(() => data?.alerts ?? [], [data]);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    const keys = new Set(alerts.map(keyOf));
    // The first list is what was already raised: only alerts raised while the page is open notify.
    if (seen.current && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      for (const alert of alerts) {
        if (!seen.current.has(keyOf(alert))) {
          new Notification(t('queues.alerts.bannerTitle'), {
            body: t(`queues.alerts.metric.${alert.metric}`, { ...alert }),
          });
        }
      }
    }
    if (data) seen.current = keys;
  }, [alerts, data, t]);

  if (alerts.length === 0) return null;
  return (
    <Alert tone="warning" title={t('queues.alerts.bannerTitle')}>
      <ul data-testid="queue-alerts">
        {alerts.map((alert) => (
          <li key={keyOf(alert)}>
            {t(`queues.alerts.metric.${alert.metric}`, { ...alert })}{' '}
            <Link to={`${paths.admin.queues}?queue=${encodeURIComponent(alert.queue)}`}>{t('queues.alerts.open')}</Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
