import type { CodePoolSummary } from '@kedai/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import styles from './product-management.module.css';

/** A code-delivered product's unsold codes against its warning level, linking to its pool. */
export function CodeStockLine({ pool }: { pool: CodePoolSummary | undefined }) {
  const { t } = useTranslation('admin-catalog');
  if (!pool?.codeDelivered) return null;
  return (
    <p className={styles.stock} data-testid="code-stock">
      <Trans
        t={t}
        i18nKey="products.codeStock.codes"
        values={{ unsold: pool.unsold }}
        components={{ poolsLink: <Link to={paths.admin.codePools} /> }}
      />
      {pool.low && (
        <Badge tone={pool.unsold === 0 ? 'danger' : 'warning'} className={styles.stockWarning}>
          {pool.unsold === 0
            ? t('products.codeStock.outOfCodes')
            : t('products.codeStock.low', { level: pool.warningLevel })}
        </Badge>
      )}
      {pool.backorders > 0 && (
        <Badge tone="warning" className={styles.stockWarning}>
          {t('products.codeStock.waiting', { backorders: pool.backorders })}
        </Badge>
      )}
    </p>
  );
}
