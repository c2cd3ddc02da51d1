import { Outlet } from 'react-router-dom';
import { useCart } from '@/features/cart/hooks/use-cart';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header/header';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import styles from './store-layout.module.css';

/**
 * The storefront shell: header, page, footer and the phone tab bar. The cart badge is the sum of the
 * cart's quantities; the favourites count appears once the catalogue screens provide it.
 */
export function StoreLayout() {
  const { count } = useCart();
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <Header cartCount={count} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomTabBar cartCount={count} />
      <ScrollRestoration />
    </div>
  );
}
