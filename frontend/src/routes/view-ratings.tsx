import { RequireAuth } from '@/features/auth/components/require-auth';
import { RatingsScreen } from '@/features/catalog/components/ratings-screen';

/** All Ratings: login required (storefront spec §5, §6). */
export function ViewRatingsRoute() {
  return (
    <RequireAuth message="Please login to view ratings">
      <RatingsScreen />
    </RequireAuth>
  );
}
