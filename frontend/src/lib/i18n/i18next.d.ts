import 'i18next';
import type { EnglishCatalogues } from './english-resources';

/** Keys are checked by TypeScript against the English catalogues: a typo is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishCatalogues;
    returnNull: false;
  }
}
