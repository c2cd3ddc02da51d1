import cart from './locales/en/cart.json';
import catalog from './locales/en/catalog.json';
import chat from './locales/en/chat.json';
import common from './locales/en/common.json';

/**
 * English is the source language and the fallback. The first screen's catalogues (header and footer,
 * home and product pages with their Add to Cart, the chat button on every page) are in the first download, so an English first render
 * never waits; a later screen's catalogue loads with its route (`withTexts`). The locale check
 * (npm run check) makes sure Malay and Chinese have the same keys.
 */
export const firstScreenResources = { common, catalog, cart, chat };

/** Every namespace, for the type of `t`'s keys: a type-only import bundles nothing. */
export type EnglishCatalogues = typeof firstScreenResources & {
  checkout: typeof import('./locales/en/checkout.json');
  account: typeof import('./locales/en/account.json');
  security: typeof import('./locales/en/security.json');
  orders: typeof import('./locales/en/orders.json');
  guide: typeof import('./locales/en/guide.json');
  policies: typeof import('./locales/en/policies.json');
  // The server's error texts by code: fetched in the background after the first render (loadErrorTexts).
  errors: typeof import('./locales/en/errors.json');
  // The admin area's texts: English only for now (the locale check does not ask for Malay or Chinese ones),
  // loaded with the admin layouts (ADMIN_NAMESPACES).
  admin: typeof import('./locales/en/admin.json');
  'admin-orders': typeof import('./locales/en/admin-orders.json');
  'admin-fulfilment': typeof import('./locales/en/admin-fulfilment.json');
  'admin-chat': typeof import('./locales/en/admin-chat.json');
  'admin-catalog': typeof import('./locales/en/admin-catalog.json');
  // The reports' channel and "where is my order?" words, in every language (the locale check asks for them).
  'admin-reports': typeof import('./locales/en/admin-reports.json');
};

export type Namespace = keyof EnglishCatalogues;

export const FIRST_SCREEN_NAMESPACES = Object.keys(firstScreenResources) as Namespace[];

/** The admin area's catalogues, all loaded with its layouts: a screen of it never waits for its words. */
export const ADMIN_NAMESPACES: Namespace[] = [
  'admin',
  'admin-orders',
  'admin-fulfilment',
  'admin-chat',
  'admin-catalog',
  'admin-reports',
];
