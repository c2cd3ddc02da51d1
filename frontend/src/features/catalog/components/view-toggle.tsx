import { useTranslation } from 'react-i18next';
import { GridIcon, MenuIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { CardLayout } from './product-card';
import styles from './catalog.module.css';

/** Grid or list view. */
export function ViewToggle({ value, onChange }: { value: CardLayout; onChange: (layout: CardLayout) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.viewToggle} role="group" aria-label={t('viewToggle.label')}>
      <button
        type="button"
        className={cn(styles.viewButton, value === 'grid' && styles.viewActive)}
        aria-pressed={value === 'grid'}
        aria-label={t('viewToggle.grid')}
        onClick={() => onChange('grid')}
      >
        <GridIcon size={18} />
      </button>
      <button
        type="button"
        className={cn(styles.viewButton, value === 'list' && styles.viewActive)}
        aria-pressed={value === 'list'}
        aria-label={t('viewToggle.list')}
        onClick={() => onChange('list')}
      >
        <MenuIcon size={18} />
      </button>
    </div>
  );
}
