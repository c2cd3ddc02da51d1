import { GridIcon, MenuIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { CardLayout } from './product-card';
import styles from './catalog.module.css';

/** Grid or list view. */
export function ViewToggle({ value, onChange }: { value: CardLayout; onChange: (layout: CardLayout) => void }) {
  return (
    <div className={styles.viewToggle} role="group" aria-label="View">
      <button
        type="button"
        className={cn(styles.viewButton, value === 'grid' && styles.viewActive)}
        aria-pressed={value === 'grid'}
        aria-label="Grid view"
        onClick={() => onChange('grid')}
      >
        <GridIcon size={18} />
      </button>
      <button
        type="button"
        className={cn(styles.viewButton, value === 'list' && styles.viewActive)}
        aria-pressed={value === 'list'}
        aria-label="List view"
        onClick={() => onChange('list')}
      >
        <MenuIcon size={18} />
      </button>
    </div>
  );
}
