import i18next, { type TFunction } from 'i18next';
import type { EnglishCatalogues, Namespace } from './english-resources';

/**
 * For unit specs (Node, without the app's i18n started): `t` of one namespace reading the English catalogue
 * itself, so a spec asserts the words an admin or customer reads.
 */
export function englishT<N extends Namespace>(namespace: N, catalogue: EnglishCatalogues[N]): TFunction<N> {
  const texts = i18next.createInstance();
  void texts.init({
    lng: 'en',
    initAsync: false,
    resources: { en: { [namespace]: catalogue } },
    interpolation: { escapeValue: false },
  });
  return texts.getFixedT('en', namespace);
}
