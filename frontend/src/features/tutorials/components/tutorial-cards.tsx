import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button-styles';
import { whatsappLink } from '@/config/business';
import type { MediaItem, StepGuide } from '../tutorial-content';
import styles from './tutorial-center.module.css';

/** One product group's numbered steps, with the rule that matters most for it. */
export function StepGuideCard({ guide }: { guide: StepGuide }) {
  const { t } = useTranslation('guide');
  return (
    <article className={styles.card} id={guide.id} aria-labelledby={`${guide.id}-title`} data-testid="step-guide">
      <p className={styles.platform}>{t(guide.platform)}</p>
      <h3 id={`${guide.id}-title`}>{t(guide.title)}</h3>
      <p className={styles.muted}>{t(guide.forWhat)}</p>
      <ol className={styles.steps}>
        {guide.steps.map((step) => (
          <li key={step.title}>
            <strong>{t(step.title)}</strong>
            <span>{t(step.text)}</span>
          </li>
        ))}
      </ol>
      <Alert tone="warning">{t(guide.warning)}</Alert>
    </article>
  );
}

const ACTION_LABELS = { Watch: 'tutorials.media.watch', Download: 'tutorials.media.download' } as const;

/**
 * A video tutorial or a download. The files are sent by our team on WhatsApp (where they can be
 * attached), so the button opens a chat with the request already written.
 */
export function MediaCard({ item, action }: { item: MediaItem; action: 'Watch' | 'Download' }) {
  const { t } = useTranslation('guide');
  const title = t(item.title);
  const format = t(item.format);
  const label = t(ACTION_LABELS[action]);
  const request =
    action === 'Watch'
      ? t('tutorials.media.videoRequest', { title, detail: item.detail })
      : t('tutorials.media.downloadRequest', { title, format, detail: item.detail });
  return (
    <article className={styles.card} aria-labelledby={`${item.id}-title`} data-testid={`${action.toLowerCase()}-card`}>
      <p className={styles.mediaMeta}>
        <span className={styles.format}>{format}</span>
        <span data-testid="media-detail">{item.detail}</span>
      </p>
      <h3 id={`${item.id}-title`}>{title}</h3>
      <p className={styles.muted}>{t(item.description)}</p>
      <a
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        href={whatsappLink(request)}
        target="_blank"
        rel="noreferrer"
        aria-label={t('tutorials.media.actionLabel', { action: label, title, format, detail: item.detail })}
      >
        {label}
      </a>
    </article>
  );
}
