import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RatingsScreen } from '@/features/catalog/components/ratings-screen';

/** All Ratings: login required (docs/product/storefront.md#ratings). */
export function ViewRatingsRoute() {
  const { t } = useTranslation('catalog');
  return (
    <RequireAuth message={t('ratings.loginRequired')}>
      <RatingsScreen />
    </RequireAuth>
  );
}
