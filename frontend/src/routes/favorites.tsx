import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { FavoritesScreen } from '@/features/catalog/components/favorites-screen';

/**
 * The favourites screens need a login (docs/product/storefront.md#favourites): a guest's hearts are kept in the
 * browser and merged in at login; opening the list first asks to log in.
 */
function Gated({ variant }: { variant: 'favorites' | 'likes' | 'my-likes' }) {
  const { t } = useTranslation('catalog');
  return (
    <RequireAuth message={t('favorites.loginRequired')}>
      <FavoritesScreen variant={variant} />
    </RequireAuth>
  );
}

export function FavoritesRoute() {
  return <Gated variant="favorites" />;
}

export function LikesRoute() {
  return <Gated variant="likes" />;
}

export function MyLikesRoute() {
  return <Gated variant="my-likes" />;
}
