import type { CodePoolSummary } from '@kedai/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import styles from './product-management.module.css';

/** A code-delivered product's unsold codes against its warning level, linking to its pool. */
export function CodeStockLine({ pool }: { pool: CodePoolSummary | undefined }) {
  if (!pool?.codeDelivered) return null;
  return (
    <p className={styles.stock} data-testid="code-stock">
      Codes: <Link to={paths.admin.codePools}>{pool.unsold} unsold</Link>
      {pool.low && (
        <Badge tone={pool.unsold === 0 ? 'danger' : 'warning'} className={styles.stockWarning}>
          {pool.unsold === 0 ? 'Out of codes' : `Low (≤ ${pool.warningLevel})`}
        </Badge>
      )}
      {pool.backorders > 0 && (
        <Badge tone="warning" className={styles.stockWarning}>
          {pool.backorders} waiting
        </Badge>
      )}
    </p>
  );
}
