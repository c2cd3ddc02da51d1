import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import styles from './installation-guide.module.css';

export interface GuideStep {
  title: string;
  content: ReactNode;
}

/**
 * The guide's steps: the current step 1..N is picked by tile or dot, Previous
 * stops at 1 and Next at N; on the last step Next reads Complete.
 */
export function GuideStepper({ steps }: { steps: GuideStep[] }) {
  const { t } = useTranslation('guide');
  const [current, setCurrent] = useState(1);
  const [completed, setCompleted] = useState(false);
  const total = steps.length;
  const step = steps[Math.min(current, total) - 1];
  const go = (next: number) => {
    setCurrent(Math.min(total, Math.max(1, next)));
    setCompleted(false);
  };
  const last = current === total;

  return (
    <section className={styles.stepper} aria-label={t('stepper.label')} data-testid="guide-steps">
      <ol className={styles.tiles}>
        {steps.map((item, index) => (
          <li key={item.title}>
            <button
              type="button"
              className={cn(
                styles.tile,
                index + 1 === current && styles.tileActive,
                index + 1 < current && styles.tileDone,
              )}
              aria-current={index + 1 === current ? 'step' : undefined}
              data-testid="guide-tile"
              onClick={() => go(index + 1)}
            >
              <span className={styles.tileNumber}>{index + 1}</span>
              <span>{item.title}</span>
            </button>
          </li>
        ))}
      </ol>
      <article className={styles.stepBody} aria-live="polite">
        <p className={styles.stepCount} data-testid="guide-step-count">
          {t('stepper.count', { current, total })}
        </p>
        <h2 data-testid="guide-step-title">{step.title}</h2>
        {step.content}
        {completed && (
          <Alert tone="success" title={t('stepper.done.title')}>
            {t('stepper.done.text')}
          </Alert>
        )}
      </article>
      <div className={styles.dots} role="group" aria-label={t('stepper.dots')}>
        {steps.map((item, index) => (
          <button
            key={item.title}
            type="button"
            className={cn(styles.dot, index + 1 === current && styles.dotActive)}
            aria-label={t('stepper.dot', { number: index + 1, title: item.title })}
            aria-current={index + 1 === current ? 'step' : undefined}
            data-testid="guide-dot"
            onClick={() => go(index + 1)}
          />
        ))}
      </div>
      <div className={styles.nav}>
        <Button variant="secondary" disabled={current === 1} onClick={() => go(current - 1)}>
          {t('stepper.previous')}
        </Button>
        <Button onClick={() => (last ? setCompleted(true) : go(current + 1))}>
          {last ? t('stepper.complete') : t('stepper.next')}
        </Button>
      </div>
    </section>
  );
}
