import { isStaffRole } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { shopName } from '@/config/business';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useIsMobile } from '@/hooks/use-media-query';
import { AccountMenu } from './account-menu';
import { AdminMenu } from './admin-menu';
import { CountLink } from './count-link';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';

export interface HeaderProps {
  /** Favourites and cart counts; a badge shows only for a count above zero. */
  favoritesCount?: number;
  cartCount?: number;
}

/** The storefront header (docs/product/storefront.md#header-and-footer). */
export function Header({ favoritesCount, cartCount }: HeaderProps) {
  const { user } = useAuth();
  const isMobile = useIsMobile();
  const { t } = useTranslation();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <MobileMenu className={styles.menu} />
        <Link to={paths.home} className={styles.logo} aria-label={t('nav.homeOf', { shop: shopName() })}>
          <span className={styles.logoMark} aria-hidden="true">
            K
          </span>
          <span className={styles.logoText}>{shopName()}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul role="list" className={styles.navList}>
            <li>
              <NavLink to={paths.home} end className={styles.navLink}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products} className={styles.navLink}>
                {t('nav.products')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.redeem} className={styles.navLink}>
                {t('nav.orderTracking')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <HeaderSearch className={styles.search} />
        <div className={styles.actions}>
          <CountLink
            to={isMobile ? paths.likes : paths.favorites}
            label={t('nav.favorites')}
            icon={<HeartIcon size={22} />}
            count={favoritesCount}
          />
          <CountLink to={paths.cart} label={t('nav.cart')} icon={<CartIcon size={22} />} count={cartCount} />
          {user && isStaffRole(user.role) && <AdminMenu role={user.role} className={styles.desktopOnly} />}
          <div className={styles.desktopOnly}>
            <LanguageSwitcher compact />
          </div>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
