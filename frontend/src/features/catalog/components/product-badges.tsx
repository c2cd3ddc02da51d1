import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { ProductBadges as Badges } from '../types';
import styles from './catalog.module.css';

/** Hot Sell or Low Stock (never both; the server decides: docs/product/rules.md#badges). */
export function ProductBadges({ badges }: { badges: Badges }) {
  const { t } = useTranslation('catalog');
  if (badges.hotSell) {
    return (
      <Badge tone="danger" className={styles.badge}>
        {t('badges.hotSell')}
      </Badge>
    );
  }
  if (badges.lowStock) {
    return (
      <Badge tone="warning" className={styles.badge}>
        {t('badges.lowStock')}
      </Badge>
    );
  }
  return null;
}
