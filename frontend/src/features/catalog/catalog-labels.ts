import type { OptionName, ProductCategory } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The shop's fixed lists in the shopper's language: categories and option names are the same five and three
 * for every product, so the storefront's catalogue translates them (a product's own texts come translated
 * from the server, docs/catalogue.md#languages). The English values stay the filters' and carts' keys.
 */
const CATEGORY_KEYS = {
  'Apps (Camera & Filters)': 'cameraApps',
  'Apps ( Games )': 'gameApps',
  'Steam Games': 'steamGames',
  'Nintendo Games': 'nintendoGames',
  Course: 'course',
} as const satisfies Record<ProductCategory, string>;

const OPTION_NAMES = ['Duration', 'Version', 'Edition'] as const satisfies readonly OptionName[];

export function useCatalogLabels() {
  const { t } = useTranslation('catalog');
  return {
    /** A category's name; an unknown one (an old cart line) as it is. */
    category: (category: string) =>
      category in CATEGORY_KEYS ? t(`categories.${CATEGORY_KEYS[category as ProductCategory]}`) : category,
    /** An option's name ("Duration" → "Tempoh"); an unknown one as it is. */
    optionName: (name: string) =>
      (OPTION_NAMES as readonly string[]).includes(name) ? t(`optionNames.${name as OptionName}`) : name,
  };
}
