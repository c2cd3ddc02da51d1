import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button-styles';
import { whatsappLink } from '@/config/business';
import type { MediaItem, StepGuide } from '../tutorial-content';
import styles from './tutorial-center.module.css';

/** One product group's numbered steps, with the rule that matters most for it. */
export function StepGuideCard({ guide }: { guide: StepGuide }) {
  return (
    <article className={styles.card} id={guide.id} aria-labelledby={`${guide.id}-title`} data-testid="step-guide">
      <p className={styles.platform}>{guide.platform}</p>
      <h3 id={`${guide.id}-title`}>{guide.title}</h3>
      <p className={styles.muted}>{guide.forWhat}</p>
      <ol className={styles.steps}>
        {guide.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <Alert tone="warning">{guide.warning}</Alert>
    </article>
  );
}

/**
 * A video tutorial or a download. The files are sent by our team on WhatsApp (where they can be
 * attached), so the button opens a chat with the request already written.
 */
export function MediaCard({ item, action }: { item: MediaItem; action: 'Watch' | 'Download' }) {
  const request =
    action === 'Watch'
      ? `Hi Kedai, please send me the video tutorial "${item.title}" (${item.detail}).`
      : `Hi Kedai, please send me the ${item.title} (${item.format}, ${item.detail}).`;
  return (
    <article className={styles.card} aria-labelledby={`${item.id}-title`} data-testid={`${action.toLowerCase()}-card`}>
      <p className={styles.mediaMeta}>
        <span className={styles.format}>{item.format}</span>
        <span data-testid="media-detail">{item.detail}</span>
      </p>
      <h3 id={`${item.id}-title`}>{item.title}</h3>
      <p className={styles.muted}>{item.description}</p>
      <a
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        href={whatsappLink(request)}
        target="_blank"
        rel="noreferrer"
        aria-label={`${action} ${item.title} (${item.format}, ${item.detail}), sent on WhatsApp`}
      >
        {action}
      </a>
    </article>
  );
}
