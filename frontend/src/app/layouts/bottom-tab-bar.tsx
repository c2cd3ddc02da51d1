import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { CartIcon, GridIcon, HeartIcon, HomeIcon, type IconProps } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './bottom-tab-bar.module.css';

interface Tab {
  to: string;
  label: ParseKeys<'common'>;
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
  const { t } = useTranslation();
  const tabs: Tab[] = [
    { to: paths.home, label: 'nav.home', icon: HomeIcon, end: true },
    { to: paths.products, label: 'nav.products', icon: GridIcon },
    { to: paths.cart, label: 'nav.cart', icon: CartIcon, count: cartCount },
    { to: paths.likes, label: 'nav.likes', icon: HeartIcon, count: favoritesCount },
  ];
  return (
    <nav className={styles.bar} aria-label={t('nav.shortcuts')}>
      <ul role="list" className={styles.list}>
        {tabs.map(({ to, label, icon: Icon, end, count }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={styles.tab}>
              <span className={styles.iconWrap}>
                <Icon size={22} />
                {count !== undefined && count > 0 && (
                  <span className={styles.badge}>
                    {count > 99 ? '99+' : count}
                    <span className="sr-only">{t('nav.items')}</span>
                  </span>
                )}
              </span>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
