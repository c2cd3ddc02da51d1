// The global stylesheet first, so component styles that come after it win ties.
import '@/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, routerReady } from '@/app/router';
import { initI18n, loadErrorTexts } from '@/lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Kedai into');

// English is bundled, so i18next settles at once for it; another language's texts are fetched first. The
// server's page may already show a prerendered shell (scripts/prerender.mjs): then the first render waits for
// the opened screen's module too, and React replaces the shell in one commit with the same markup around the
// screen. Without one, the app renders at once and shows its loading state while the screen's module arrives.
const prerendered = container.firstElementChild !== null;
void Promise.all([initI18n(), prerendered ? routerReady() : undefined]).then(() => {
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one long task that blocks input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
  // The server's error texts are not needed for the first screen: fetched in the background.
  void loadErrorTexts();
});
