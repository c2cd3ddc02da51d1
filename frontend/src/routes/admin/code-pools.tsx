import { useTranslation } from 'react-i18next';
import { CodePoolsScreen } from '@/features/admin-orders/components/code-pools-screen';

/** /admin/code-pools: the activation-code pool of every product. */
export function AdminCodePoolsRoute() {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <>
      <title>{t('pageTitles.codePools')}</title>
      <CodePoolsScreen />
    </>
  );
}
