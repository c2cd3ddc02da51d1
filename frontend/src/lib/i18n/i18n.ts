import i18next, { type BackendModule, type PostProcessorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@kedai/contracts';
import { FIRST_SCREEN_NAMESPACES, firstScreenResources, type Namespace } from './english-resources';
import { initialLanguage, shareLanguageWithServer, storeLanguage } from './language-storage';
import { shopInfo } from '../shop-info';

type Catalogue = { default: Record<string, unknown> };

/**
 * Every catalogue not in the first download is a chunk of its own: Malay and Chinese ones when that
 * language is chosen, a later screen's English one with its route.
 */
const lazyCatalogueFiles = import.meta.glob<Catalogue>([
  './locales/*/*.json',
  // Already in the first download (english-resources.ts).
  '!./locales/en/{common,catalog,cart,chat}.json',
]);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyCatalogueFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The catalogues name the shop "Kedai" (titles, greetings, prefilled WhatsApp texts); every text is shown with
 * the seller's own name from Settings (lib/shop-info) in its place (docs/i18n.md#the-shops-name).
 */
export const SHOP_NAME_IN_TEXTS = /\bKedai\b/g;
const shopNameInTexts: PostProcessorModule = {
  type: 'postProcessor',
  name: 'shopName',
  process: (value: string) => {
    const name = shopInfo().siteName;
    return name === 'Kedai' ? value : value.replace(SHOP_NAME_IN_TEXTS, () => name);
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (isLanguage(language)) shareLanguageWithServer(language);
});

let started: Promise<unknown> | null = null;

/**
 * Starts i18next in the visitor's language (their earlier choice, else the browser's), once: later calls
 * get the same promise. English is in the first download; another language's catalogues are fetched
 * before the first render.
 */
export function initI18n(): Promise<unknown> {
  started ??= i18n
    .use(lazyCatalogues)
    .use(shopNameInTexts)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // "zh-Hans" is a language of its own here, not "zh" plus a script.
      load: 'currentOnly',
      ns: FIRST_SCREEN_NAMESPACES,
      defaultNS: 'common',
      resources: { en: firstScreenResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      postProcess: ['shopName'],
      react: { useSuspense: false },
    });
  return started;
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** The visitor picks a language: shown at once, remembered in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Fetches the server's error texts (`errors`, for lib/api-client's errorMessage) in the background: call it
 * once the first render is under way. Until they are here, an error shows the server's own words. Later
 * language changes fetch them with the other namespaces already loaded.
 */
export async function loadErrorTexts(): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces('errors');
}

/**
 * A route's module together with its texts in the current language (and English, the fallback), for
 * React Router's `lazy` and React's `lazy`: the screen renders with its words, never with bare keys.
 */
export async function withTexts<T>(namespaces: Namespace[], load: () => Promise<T>): Promise<T> {
  // The router starts loading the first screen's route as soon as its module runs, before main.tsx has
  // started i18next: loading namespaces before init would return at once and load nothing.
  const texts = initI18n().then(() => i18n.loadNamespaces(namespaces));
  const [module] = await Promise.all([load(), texts]);
  return module;
}
