import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ActivityIcon,
  ArrowRightIcon,
  BoltIcon,
  BookIcon,
  CartIcon,
  ChatIcon,
  CheckCircleIcon,
  EyeIcon,
  InfoIcon,
  SearchIcon,
  GamepadIcon,
  GridIcon,
  PackageIcon,
  ShieldIcon,
  SlidersIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
  type IconProps,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './dashboard.module.css';

interface Section {
  to: string;
  title: ParseKeys<'admin'>;
  text: ParseKeys<'admin'>;
  icon: ComponentType<IconProps>;
}

/** Every admin screen of the admin navigation, in its order; a new admin screen adds itself here too. */
const sections: Section[] = [
  {
    to: paths.admin.orders,
    title: 'dashboard.sections.orders.title',
    text: 'dashboard.sections.orders.text',
    icon: PackageIcon,
  },
  {
    to: paths.admin.receipts,
    title: 'dashboard.sections.receipts.title',
    text: 'dashboard.sections.receipts.text',
    icon: CheckCircleIcon,
  },
  {
    to: paths.admin.autoDelivery,
    title: 'dashboard.sections.autoDelivery.title',
    text: 'dashboard.sections.autoDelivery.text',
    icon: BoltIcon,
  },
  {
    to: paths.admin.codePools,
    title: 'dashboard.sections.codePools.title',
    text: 'dashboard.sections.codePools.text',
    icon: TagIcon,
  },
  {
    to: paths.admin.rentalAccounts,
    title: 'dashboard.sections.rentalAccounts.title',
    text: 'dashboard.sections.rentalAccounts.text',
    icon: GamepadIcon,
  },
  {
    to: paths.admin.products,
    title: 'dashboard.sections.products.title',
    text: 'dashboard.sections.products.text',
    icon: GridIcon,
  },
  {
    to: paths.admin.users,
    title: 'dashboard.sections.users.title',
    text: 'dashboard.sections.users.text',
    icon: UsersIcon,
  },
  {
    to: paths.admin.customers,
    title: 'dashboard.sections.customers.title',
    text: 'dashboard.sections.customers.text',
    icon: UsersIcon,
  },
  {
    to: paths.admin.liveChat,
    title: 'dashboard.sections.liveChat.title',
    text: 'dashboard.sections.liveChat.text',
    icon: ChatIcon,
  },
  {
    to: paths.admin.passwordManager,
    title: 'dashboard.sections.passwordManager.title',
    text: 'dashboard.sections.passwordManager.text',
    icon: ShieldIcon,
  },
  {
    to: paths.admin.installationGuideManager,
    title: 'dashboard.sections.installationGuide.title',
    text: 'dashboard.sections.installationGuide.text',
    icon: BookIcon,
  },
  {
    to: paths.admin.settings,
    title: 'dashboard.sections.settings.title',
    text: 'dashboard.sections.settings.text',
    icon: SlidersIcon,
  },
  {
    to: paths.admin.payments,
    title: 'dashboard.sections.payments.title',
    text: 'dashboard.sections.payments.text',
    icon: CartIcon,
  },
  {
    to: paths.admin.discounts,
    title: 'dashboard.sections.discounts.title',
    text: 'dashboard.sections.discounts.text',
    icon: CartIcon,
  },
  {
    to: paths.admin.reports,
    title: 'dashboard.sections.reports.title',
    text: 'dashboard.sections.reports.text',
    icon: InfoIcon,
  },
  {
    to: paths.admin.outbox,
    title: 'dashboard.sections.outbox.title',
    text: 'dashboard.sections.outbox.text',
    icon: InfoIcon,
  },
  {
    to: paths.admin.audit,
    title: 'dashboard.sections.audit.title',
    text: 'dashboard.sections.audit.text',
    icon: InfoIcon,
  },
  {
    to: paths.admin.queues,
    title: 'dashboard.sections.queues.title',
    text: 'dashboard.sections.queues.text',
    icon: ActivityIcon,
  },
  {
    to: paths.admin.screenshot,
    title: 'dashboard.sections.screenshot.title',
    text: 'dashboard.sections.screenshot.text',
    icon: EyeIcon,
  },
  {
    to: paths.admin.orderInspectorPicker,
    title: 'dashboard.sections.orderInspector.title',
    text: 'dashboard.sections.orderInspector.text',
    icon: SearchIcon,
  },
  {
    to: paths.admin.maintenance,
    title: 'dashboard.sections.maintenance.title',
    text: 'dashboard.sections.maintenance.text',
    icon: StoreIcon,
  },
  {
    to: paths.admin.uploadTest,
    title: 'dashboard.sections.uploadTest.title',
    text: 'dashboard.sections.uploadTest.text',
    icon: CheckCircleIcon,
  },
  {
    to: paths.admin.testSteps,
    title: 'dashboard.sections.stepsPreview.title',
    text: 'dashboard.sections.stepsPreview.text',
    icon: BookIcon,
  },
];

/** A card for each admin screen, with what it is for. */
export function AdminSections() {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.sections} aria-labelledby="admin-sections-title">
      <h2 id="admin-sections-title" className={styles.sectionTitle}>
        {t('dashboard.sections.heading')}
      </h2>
      <ul role="list" className={styles.cards}>
        {sections.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon size={22} />
              </span>
              <span>
                <span className={styles.cardTitle}>
                  {t(title)}
                  <ArrowRightIcon size={16} />
                </span>
                <span className={styles.cardText}>{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
