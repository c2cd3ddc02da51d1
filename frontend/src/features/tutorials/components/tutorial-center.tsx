import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { requestLiveChat } from '@/lib/page-context';
import { DOWNLOADS, STEP_GUIDES, VIDEO_TUTORIALS, type GuideKey } from '../tutorial-content';
import { OfficialGuides } from './official-guides';
import { MediaCard, StepGuideCard } from './tutorial-cards';
import styles from './tutorial-center.module.css';

/** The quick navigation's cards: a section's title and what it holds (`count` for the counted ones). */
const QUICK_NAV: { href: string; title: GuideKey; text: GuideKey; count?: number }[] = [
  {
    href: '#step-guides',
    title: 'tutorials.sections.stepGuides',
    text: 'tutorials.quickNav.stepGuides',
    count: STEP_GUIDES.length,
  },
  { href: '#official-guides', title: 'tutorials.sections.officialGuides', text: 'tutorials.quickNav.officialGuides' },
  {
    href: '#video-tutorials',
    title: 'tutorials.sections.videos',
    text: 'tutorials.quickNav.videos',
    count: VIDEO_TUTORIALS.length,
  },
  { href: '#downloads', title: 'tutorials.sections.downloads', text: 'tutorials.quickNav.downloads' },
  { href: '#help', title: 'tutorials.sections.help', text: 'tutorials.quickNav.help' },
];

/**
 * The Activation Tutorial Center (docs/product/storefront.md#tutorials), at /activation-tutorials and
 * /product-activation-tutorials.
 */
export function TutorialCenter() {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  // Back to where the customer came from (usually the Activation Center); a direct visit goes there.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.redeem);
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="tutorials-title">
      <title>{t('tutorials.page.title')}</title>
      <div>
        <Button variant="ghost" size="sm" onClick={goBack}>
          {t('tutorials.page.back')}
        </Button>
      </div>
      <header className={styles.header}>
        <h1 id="tutorials-title">{t('tutorials.page.heading')}</h1>
        <p className={styles.lead}>{t('tutorials.page.lead')}</p>
      </header>

      <nav aria-label={t('tutorials.quickNav.label')}>
        <ul className={styles.quickNav}>
          {QUICK_NAV.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className={styles.quickCard}
                data-testid="quick-nav-card"
                onClick={(event) => {
                  // Scroll without a history entry, so Back still leaves the page.
                  const target = document.querySelector<HTMLElement>(item.href);
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: 'start' });
                  target.focus({ preventScroll: true });
                }}
              >
                <strong>{t(item.title)}</strong>
                <span>{item.count === undefined ? t(item.text) : t(item.text, { count: item.count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="step-guides" aria-labelledby="step-guides-title" className={styles.section} tabIndex={-1}>
        <h2 id="step-guides-title">{t('tutorials.sections.stepGuides')}</h2>
        <div className={styles.grid}>
          {STEP_GUIDES.map((guide) => (
            <StepGuideCard key={guide.id} guide={guide} />
          ))}
        </div>
      </section>

      <section id="official-guides" aria-labelledby="official-guides-title" className={styles.section} tabIndex={-1}>
        <h2 id="official-guides-title">{t('tutorials.sections.officialGuides')}</h2>
        <OfficialGuides />
      </section>

      <section id="video-tutorials" aria-labelledby="video-tutorials-title" className={styles.section} tabIndex={-1}>
        <h2 id="video-tutorials-title">{t('tutorials.sections.videos')}</h2>
        <div className={styles.grid}>
          {VIDEO_TUTORIALS.map((item) => (
            <MediaCard key={item.id} item={item} action="Watch" />
          ))}
        </div>
      </section>

      <section id="downloads" aria-labelledby="downloads-title" className={styles.section} tabIndex={-1}>
        <h2 id="downloads-title">{t('tutorials.sections.downloads')}</h2>
        <div className={styles.grid}>
          {DOWNLOADS.map((item) => (
            <MediaCard key={item.id} item={item} action="Download" />
          ))}
        </div>
      </section>

      <section id="help" aria-labelledby="help-title" className={`${styles.section} ${styles.help}`} tabIndex={-1}>
        <h2 id="help-title">{t('tutorials.sections.help')}</h2>
        <p>{t('tutorials.help.text')}</p>
        <div className={styles.actions}>
          <Button onClick={requestLiveChat}>{t('tutorials.help.startChat')}</Button>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={whatsappLink(t('tutorials.help.whatsappText'))}
            target="_blank"
            rel="noreferrer"
          >
            {t('tutorials.help.whatsapp')}
          </a>
        </div>
      </section>
    </section>
  );
}
