// The global stylesheet first, so component styles that come after it win ties.
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { initI18n, loadErrorTexts } from '@/lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Kedai into');

// English is bundled, so this settles at once for it; another language's texts are fetched first.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
  // The server's error texts are not needed for the first screen: fetched in the background.
  void loadErrorTexts();
});
