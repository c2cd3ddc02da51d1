import { Outlet } from 'react-router-dom';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header/header';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import styles from './store-layout.module.css';

/**
 * The storefront shell: header, page, footer and the phone tab bar. Favourites and cart counts are not
 * passed yet: those badges appear once the catalogue and cart provide them. The support chat button
 * floats on every store page.
 */
export function StoreLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomTabBar />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
