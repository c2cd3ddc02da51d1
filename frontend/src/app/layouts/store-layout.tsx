import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useLikes } from '@/features/catalog/hooks/use-likes';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header/header';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import styles from './store-layout.module.css';

/**
 * The storefront shell: header, page, footer and the phone tab bar. The favourites count comes from the
 * catalogue's likes; the cart badge is the sum of the cart's quantities. The support chat button floats on
 * every store page.
 */
export function StoreLayout() {
  const { count: favoritesCount } = useLikes();
  const { count: cartCount } = useCart();
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <Header favoritesCount={favoritesCount} cartCount={cartCount} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomTabBar favoritesCount={favoritesCount} cartCount={cartCount} />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
