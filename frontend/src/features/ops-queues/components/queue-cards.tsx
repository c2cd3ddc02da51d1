import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { JobState, QueueSummary } from '../types';
import { stateLabelKeys } from './format';
import styles from './queue-monitor.module.css';

const cardStates: JobState[] = ['waiting', 'active', 'delayed', 'failed', 'paused'];

export interface QueueCardsProps {
  queues: QueueSummary[];
  selected: string;
  busyQueue: string | null;
  onSelect: (queue: string) => void;
  onTogglePause: (queue: QueueSummary) => void;
}

/** One card per queue: counts by state, completed from the queue's counter, workers, and a pause/resume switch. */
export function QueueCards({ queues, selected, busyQueue, onSelect, onTogglePause }: QueueCardsProps) {
  const { t } = useTranslation('admin');
  return (
    <ul role="list" className={styles.cards}>
      {queues.map((queue) => (
        <li key={queue.name} className={cn(styles.card, queue.name === selected && styles.cardSelected)}>
          <div className={styles.cardHead}>
            <button
              type="button"
              className={styles.cardTitle}
              onClick={() => onSelect(queue.name)}
              aria-pressed={queue.name === selected}
            >
              {queue.name}
            </button>
            {queue.paused ? (
              <Badge tone="warning" dot>
                {t('queues.cards.paused')}
              </Badge>
            ) : (
              <Badge tone="success" dot>
                {t('queues.cards.running')}
              </Badge>
            )}
          </div>
          <dl className={styles.counts}>
            {cardStates.map((state) => (
              <div
                key={state}
                className={cn(styles.count, state === 'failed' && queue.counts.failed > 0 && styles.bad)}
              >
                <dt>{t(stateLabelKeys[state]).toLowerCase()}</dt>
                <dd>{queue.counts[state].toLocaleString()}</dd>
              </div>
            ))}
            <div className={cn(styles.count, queue.failedLastHour > 0 && styles.bad)}>
              <dt>{t('queues.cards.failedLastHour')}</dt>
              <dd>{queue.failedLastHour.toLocaleString()}</dd>
            </div>
            <div className={styles.count}>
              <dt>{t('queues.cards.completedTotal')}</dt>
              <dd>{queue.completedTotal.toLocaleString()}</dd>
            </div>
            <div className={cn(styles.count, queue.workers === 0 && styles.bad)}>
              <dt>{t('queues.cards.workers')}</dt>
              <dd>{queue.workers.toLocaleString()}</dd>
            </div>
          </dl>
          <Button
            size="sm"
            variant={queue.paused ? 'primary' : 'secondary'}
            loading={busyQueue === queue.name}
            onClick={() => onTogglePause(queue)}
          >
            {queue.paused
              ? t('queues.cards.resume', { queue: queue.name })
              : t('queues.cards.pause', { queue: queue.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
