import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@kedai/contracts';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LikesProvider } from '@/features/catalog/components/likes-provider';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { queryClient } from '@/lib/query-client';
import { setShopInfo, shopInfo } from '@/lib/shop-info';
import { setShopTimeZone, shopInfoQueryOptions, shopTimeZone } from '@/lib/shop-time-zone';

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

/**
 * A customer who chose a language on another device gets it here too once signed in, unless this browser
 * has a choice of its own. English is every profile's default, so it does not override the browser's
 * language.
 */
function LanguageFromProfile() {
  const { user } = useAuth();
  const profileLanguage = user?.language;
  useEffect(() => {
    if (!profileLanguage || profileLanguage === DEFAULT_LANGUAGE || storedLanguage()) return;
    if (profileLanguage !== currentLanguage()) void chooseLanguage(profileLanguage);
  }, [profileLanguage]);
  return null;
}

/**
 * Dates on screen follow the shop's zone (Settings → Timezone), and names, contact links and prices the seller's
 * identity (site name, WhatsApp number, currency: lib/shop-info). When GET /api/shop first answers with something
 * other than what the page started with, the page re-mounts once, so nothing stays on the template's values; a
 * page the server wrote its ShopInfo into starts with it and never re-mounts. A later change (an admin saving
 * Settings) applies to what renders next, without losing what is on screen.
 */
function ShopSettings({ children }: { children: ReactNode }) {
  const info = useQuery(shopInfoQueryOptions()).data;
  const [started] = useState(() => JSON.stringify(shopInfo()));
  const [first, setFirst] = useState<string | null>(null);
  if (info) {
    setShopTimeZone(info.timeZone);
    setShopInfo(info);
  }
  const seen = info ? JSON.stringify(info) : null;
  if (seen && first === null) setFirst(seen === started ? started : `${shopTimeZone()}|${seen}`);
  return <Fragment key={first ?? started}>{children}</Fragment>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LanguageFromProfile />
        <UserLikes>
          <UserCart>
            <ShopSettings>{children}</ShopSettings>
          </UserCart>
        </UserLikes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
