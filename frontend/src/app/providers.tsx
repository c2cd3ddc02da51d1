import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LikesProvider } from '@/features/catalog/components/likes-provider';
import { queryClient } from '@/lib/query-client';

/**
 * Favourites follow the signed-in user (server) or stay in this browser (guest). The server list is used
 * only once the stored session is confirmed, so a stale token never sends a shopper to /login from here.
 */
function UserLikes({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  return <LikesProvider userId={status === 'authenticated' ? (user?.id ?? null) : null}>{children}</LikesProvider>;
}

/** The cart lives on the account once signed in, in this browser otherwise. */
function UserCart({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  return <CartProvider owner={{ status, userId: user?.id ?? null }}>{children}</CartProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <UserLikes>
          <UserCart>{children}</UserCart>
        </UserLikes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
