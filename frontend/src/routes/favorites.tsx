import { FavoritesScreen } from '@/features/catalog/components/favorites-screen';

/** Guests keep favourites in this browser, so these screens are open to everyone (Kedai decision). */
export function FavoritesRoute() {
  return <FavoritesScreen variant="favorites" />;
}

export function LikesRoute() {
  return <FavoritesScreen variant="likes" />;
}

export function MyLikesRoute() {
  return <FavoritesScreen variant="my-likes" />;
}
