import { isStaffRole } from '@kedai/contracts';
import { Link, NavLink } from 'react-router-dom';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { SHOP_NAME } from '@/config/business';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useIsMobile } from '@/hooks/use-media-query';
import { AccountMenu } from './account-menu';
import { AdminMenu } from './admin-menu';
import { CountLink } from './count-link';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';

export interface HeaderProps {
  /** Favourites and cart counts; a badge shows only for a count above zero. */
  favoritesCount?: number;
  cartCount?: number;
}

/** The storefront header (storefront spec §2). */
export function Header({ favoritesCount, cartCount }: HeaderProps) {
  const { user } = useAuth();
  const isMobile = useIsMobile();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <MobileMenu className={styles.menu} />
        <Link to={paths.home} className={styles.logo} aria-label={`${SHOP_NAME} home`}>
          <span className={styles.logoMark} aria-hidden="true">
            K
          </span>
          <span className={styles.logoText}>{SHOP_NAME}</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul role="list" className={styles.navList}>
            <li>
              <NavLink to={paths.home} end className={styles.navLink}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products} className={styles.navLink}>
                Products
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.redeem} className={styles.navLink}>
                Order Tracking
              </NavLink>
            </li>
          </ul>
        </nav>
        <HeaderSearch className={styles.search} />
        <div className={styles.actions}>
          <CountLink
            to={isMobile ? paths.likes : paths.favorites}
            label="Favorites"
            icon={<HeartIcon size={22} />}
            count={favoritesCount}
          />
          <CountLink to={paths.cart} label="Cart" icon={<CartIcon size={22} />} count={cartCount} />
          {user && isStaffRole(user.role) && <AdminMenu role={user.role} className={styles.desktopOnly} />}
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
