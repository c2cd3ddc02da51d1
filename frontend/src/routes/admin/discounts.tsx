import { useTranslation } from 'react-i18next';
import { DiscountsScreen } from '@/features/admin-discounts/components/discounts-screen';

/** /admin/discounts: the shop's discount codes (admin only). */
export function AdminDiscountsRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('discounts.pageTitle')}</title>
      <DiscountsScreen />
    </>
  );
}
