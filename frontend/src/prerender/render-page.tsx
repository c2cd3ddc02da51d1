import { LANGUAGES, PRERENDER_PLACEHOLDERS, type Language } from '@kedai/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { StoreLayout } from '@/app/layouts/store-layout';
import { AppProviders } from '@/app/providers';
import { chooseLanguage, initI18n } from '@/lib/i18n/i18n';
import { setShopInfo, TEMPLATE_SHOP_INFO } from '@/lib/shop-info';
import { HomeRoute } from '@/routes/home';

/** The pages the server sends prerendered (backend core/http/prerendered-pages.ts picks one by address). */
export const PRERENDERED_PAGES = ['home', 'products', 'product'] as const;
/** Every language the storefront speaks gets its own copy of each page. */
export const PRERENDERED_LANGUAGES = LANGUAGES;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Home's static part is prerendered whole; the other pages get the shell, their screen needs data. */
function screenOf(page: PrerenderedPage): RouteObject {
  return page === 'home' ? { index: true, Component: HomeRoute } : { path: '*', Component: null };
}

/**
 * The storefront as a guest sees it before any data has arrived (featured products still loading), in
 * one language, as HTML for the build (scripts/prerender.mjs). Run in Node at build time only.
 */
export async function renderPage(page: PrerenderedPage, language: Language): Promise<string> {
  // The seller's identity is not known at build time: placeholders the server fills in when it sends the page
  // (backend core/http/shop-page.ts).
  setShopInfo({ ...TEMPLATE_SHOP_INFO, ...PRERENDER_PLACEHOLDERS });
  await initI18n();
  await chooseLanguage(language);
  // Not "/" for the shell: no navigation link is marked as the current page.
  const router = createMemoryRouter([{ Component: StoreLayout, children: [screenOf(page)] }], {
    initialEntries: [page === 'home' ? '/' : '/shell'],
  });
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
