import i18next from 'i18next';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, isLanguage, LANGUAGES, type Language } from '@kedai/contracts';
import { shopIdentity } from '../format/shop-identity';
import { shopTimeZone, shopZoneLabel } from '../format/shop-time';
import en from './locales/en/email.json';
import ms from './locales/ms/email.json';
import zhHans from './locales/zh-Hans/email.json';

/** The dotted paths of a catalogue's texts: 'receipt.received.subject', 'layout.total', ... */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the e-mail catalogues (the English one names them; the others have the same keys). */
export type EmailKey = KeysOf<typeof en>;

export type EmailValues = Record<string, string | number>;

/** One language's e-mail texts: `t('receipt.received.subject', { orderId })`. */
export type EmailT = (key: EmailKey, values?: EmailValues) => string;

/**
 * The server's own i18next instance (the storefront has its own): e-mail texts in English, Malay and
 * simplified Chinese from `locales/{language}/email.json`, loaded synchronously at import. A key missing in
 * a language falls back to English. Values are not escaped here (the e-mail layout escapes every text) and
 * never interpreted: a customer's name that reads like `{{x}}` or `$t(...)` stays as written.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { email: en }, ms: { email: ms }, 'zh-Hans': { email: zhHans } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['email'],
  defaultNS: 'email',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
});

const bound = new Map<Language, EmailT>();

/** What a guest's order or chat session stores for a customer who gave no name. */
export const PLACEHOLDER_NAMES: readonly string[] = ['Guest'];

/** Whether `name` is someone's name to greet them by (not blank, not the placeholder for none). */
const isPersonName = (name: string | number | undefined): boolean => {
  const text = String(name ?? '').trim();
  return text !== '' && !PLACEHOLDER_NAMES.some((placeholder) => placeholder.toLowerCase() === text.toLowerCase());
};

/** The e-mail texts of one language, e.g. for one e-mail: `const t = emailT(order.language)`. */
export function emailT(language: Language): EmailT {
  // A record read without its language column (or an old job's data) is written in English.
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let t = bound.get(chosen);
  if (!t) {
    const fixed = i18n.getFixedT(chosen, 'email');
    // Every time in an e-mail says which clock it is on: the shop's zone from Settings ("Malaysia time"
    // in the reader's language by default, else its label such as "GMT+1"); `{{offset}}` is always the label.
    t = (key, values) => {
      // No name to greet by (a guest's order or chat stores "Guest"): a greeting without one, not "Hai Guest,".
      if (key === 'common.greeting' && !isPersonName(values?.name)) return fixed('common.greetingNoName');
      const offset = shopZoneLabel();
      const zone = shopTimeZone() === DEFAULT_TIME_ZONE ? fixed('time.zoneName') : offset;
      const text = fixed(key, { zone, offset, ...values });
      // The catalogues call the shop "Kedai"; the e-mail names the seller of Settings → Site name.
      const name = shopIdentity().siteName;
      return name === 'Kedai' ? text : text.replace(/\bKedai\b/g, () => name);
    };
    bound.set(chosen, t);
  }
  return t;
}

/** One e-mail text in one language. */
export const emailText = (language: Language, key: EmailKey, values?: EmailValues): string =>
  emailT(language)(key, values);
