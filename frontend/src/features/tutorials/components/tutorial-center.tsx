import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { LIVE_CHAT_HOURS, whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { requestLiveChat } from '@/lib/page-context';
import { DOWNLOADS, STEP_GUIDES, VIDEO_TUTORIALS } from '../tutorial-content';
import { OfficialGuides } from './official-guides';
import { MediaCard, StepGuideCard } from './tutorial-cards';
import styles from './tutorial-center.module.css';

const QUICK_NAV = [
  { href: '#step-guides', title: 'Step-by-step guides', text: `${STEP_GUIDES.length} product groups` },
  { href: '#official-guides', title: 'Official guides', text: "The makers' own help pages" },
  { href: '#video-tutorials', title: 'Video tutorials', text: `${VIDEO_TUTORIALS.length} short videos` },
  { href: '#downloads', title: 'Downloads', text: 'Guide, tool and templates' },
  { href: '#help', title: 'Still stuck?', text: 'Live Chat and WhatsApp' },
];

/** The Activation Tutorial Center (storefront §2), at /activation-tutorials and /product-activation-tutorials. */
export function TutorialCenter() {
  const navigate = useNavigate();
  // Back to where the customer came from (usually the Activation Center); a direct visit goes there.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.redeem);
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="tutorials-title">
      <title>Activation Tutorial Center · Kedai</title>
      <div>
        <Button variant="ghost" size="sm" onClick={goBack}>
          ← Back
        </Button>
      </div>
      <header className={styles.header}>
        <h1 id="tutorials-title">Activation Tutorial Center</h1>
        <p className={styles.lead}>
          Step-by-step help to install and activate what you bought: pick your product type below, or watch a short
          video.
        </p>
      </header>

      <nav aria-label="Quick navigation">
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
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="step-guides" aria-labelledby="step-guides-title" className={styles.section} tabIndex={-1}>
        <h2 id="step-guides-title">Step-by-step guides</h2>
        <div className={styles.grid}>
          {STEP_GUIDES.map((guide) => (
            <StepGuideCard key={guide.id} guide={guide} />
          ))}
        </div>
      </section>

      <section id="official-guides" aria-labelledby="official-guides-title" className={styles.section} tabIndex={-1}>
        <h2 id="official-guides-title">Official guides</h2>
        <OfficialGuides />
      </section>

      <section id="video-tutorials" aria-labelledby="video-tutorials-title" className={styles.section} tabIndex={-1}>
        <h2 id="video-tutorials-title">Video tutorials</h2>
        <div className={styles.grid}>
          {VIDEO_TUTORIALS.map((item) => (
            <MediaCard key={item.id} item={item} action="Watch" />
          ))}
        </div>
      </section>

      <section id="downloads" aria-labelledby="downloads-title" className={styles.section} tabIndex={-1}>
        <h2 id="downloads-title">Downloads</h2>
        <div className={styles.grid}>
          {DOWNLOADS.map((item) => (
            <MediaCard key={item.id} item={item} action="Download" />
          ))}
        </div>
      </section>

      <section id="help" aria-labelledby="help-title" className={`${styles.section} ${styles.help}`} tabIndex={-1}>
        <h2 id="help-title">Still stuck?</h2>
        <p>
          Send us your order number and a screenshot of the screen you are on. {LIVE_CHAT_HOURS}. Support is available
          24/7 by e-mail.
        </p>
        <div className={styles.actions}>
          <Button onClick={requestLiveChat}>Start Live Chat</Button>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={whatsappLink('Hi Kedai, I need help activating my order.')}
            target="_blank"
            rel="noreferrer"
          >
            Contact us on WhatsApp
          </a>
        </div>
      </section>
    </section>
  );
}
