import { isLanguage, matchLanguage, type Language } from '@kedai/contracts';

const STORAGE_KEY = 'kedai.language';

/** The language this browser chose before, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The cookie the server reads to send the page prerendered in this language (backend
 * core/http/prerendered-pages.ts). Kept in step with whatever language the storefront shows.
 */
export const LANGUAGE_COOKIE = 'kedai_language';

export function shareLanguageWithServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The earlier choice, else the first of the browser's languages the shop speaks, else English. */
export function initialLanguage(): Language {
  const browserLanguages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return storedLanguage() ?? matchLanguage(browserLanguages);
}
