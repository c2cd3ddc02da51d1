import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { CartIcon, GridIcon, HeartIcon, HomeIcon, type IconProps } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './bottom-tab-bar.module.css';

interface Tab {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  end?: boolean;
  count?: number;
}

export interface BottomTabBarProps {
  cartCount?: number;
  favoritesCount?: number;
}

/** The tab bar on phones (below 768 px): Home, Products, Cart, Likes. */
export function BottomTabBar({ cartCount, favoritesCount }: BottomTabBarProps) {
  const tabs: Tab[] = [
    { to: paths.home, label: 'Home', icon: HomeIcon, end: true },
    { to: paths.products, label: 'Products', icon: GridIcon },
    { to: paths.cart, label: 'Cart', icon: CartIcon, count: cartCount },
    { to: paths.likes, label: 'Likes', icon: HeartIcon, count: favoritesCount },
  ];
  return (
    <nav className={styles.bar} aria-label="Shortcuts">
      <ul role="list" className={styles.list}>
        {tabs.map(({ to, label, icon: Icon, end, count }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={styles.tab}>
              <span className={styles.iconWrap}>
                <Icon size={22} />
                {count !== undefined && count > 0 && (
                  <span className={styles.badge}>
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> items</span>
                  </span>
                )}
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
