import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/**
 * A paid order whose codes wait for a restock (a backorder): said plainly, not as an error. The page
 * follows the order live, so the code appears here by itself once the pool is refilled.
 */
export function WaitingForStock({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('orders');
  if (!waiting) return null;
  return (
    <Alert tone="info" title={t('waitingForStock.title')}>
      <span data-testid="waiting-for-stock">{t('waitingForStock.body')}</span>
    </Alert>
  );
}
