import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  ActivityIcon,
  ArrowRightIcon,
  BoltIcon,
  BookIcon,
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
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
}

/** Every admin screen of the admin navigation, in its order; a new admin screen adds itself here too. */
const sections: Section[] = [
  {
    to: paths.admin.orders,
    title: 'Orders',
    text: 'Watch orders arrive live, check receipts and payments, and send the guide and activation codes.',
    icon: PackageIcon,
  },
  {
    to: paths.admin.receipts,
    title: 'Receipts',
    text: 'Review payment receipts oldest first: verify or reject them, spot duplicates, export payments.',
    icon: CheckCircleIcon,
  },
  {
    to: paths.admin.autoDelivery,
    title: 'Auto Delivery',
    text: 'Paid orders and the automatic delivery of their codes and accounts.',
    icon: BoltIcon,
  },
  {
    to: paths.admin.codePools,
    title: 'Code Pools',
    text: "Stock each product's activation codes and see how many are left.",
    icon: TagIcon,
  },
  {
    to: paths.admin.rentalAccounts,
    title: 'Rental Accounts',
    text: 'Game accounts for rent: their credentials, who is renting and when each rental ends.',
    icon: GamepadIcon,
  },
  {
    to: paths.admin.products,
    title: 'Products',
    text: 'Add and edit catalogue products: prices, stock, warning levels and images.',
    icon: GridIcon,
  },
  {
    to: paths.admin.users,
    title: 'Users',
    text: 'Find customer and admin accounts, and activate or deactivate them.',
    icon: UsersIcon,
  },
  {
    to: paths.admin.liveChat,
    title: 'Live Chat',
    text: 'Answer customers in the live inbox, with quick replies and keyword auto-replies.',
    icon: ChatIcon,
  },
  {
    to: paths.admin.passwordManager,
    title: 'Password Manager',
    text: 'Product passwords, their chat keywords and responses, with JSON import and export.',
    icon: ShieldIcon,
  },
  {
    to: paths.admin.installationGuideManager,
    title: 'Installation Guide',
    text: "Each product's installation instructions, keywords and password sent to customers.",
    icon: BookIcon,
  },
  {
    to: paths.admin.settings,
    title: 'Settings',
    text: 'Shop details, payment methods, e-mail and order rules such as cancelling unpaid orders.',
    icon: SlidersIcon,
  },
  {
    to: paths.admin.outbox,
    title: 'Outbox',
    text: 'Every e-mail the shop sends: queued, sent or failed with the reason; preview and resend.',
    icon: InfoIcon,
  },
  {
    to: paths.admin.queues,
    title: 'Ops: Queues',
    text: 'Monitor the background job queues: failed and delayed jobs, retry, pause and clean.',
    icon: ActivityIcon,
  },
  {
    to: paths.admin.screenshot,
    title: 'Screenshot Tool',
    text: "See a page of the shop exactly as a customer's phone, tablet or desktop shows it.",
    icon: EyeIcon,
  },
  {
    to: paths.admin.orderInspectorPicker,
    title: 'Order Inspector',
    text: 'Everything about one order: lines, payment, deliveries, jobs, e-mails and live events; retry a step.',
    icon: SearchIcon,
  },
  {
    to: paths.admin.maintenance,
    title: 'Maintenance',
    text: 'What the shop stores against its quota, and cleanups that count first and never touch an order.',
    icon: StoreIcon,
  },
  {
    to: paths.admin.uploadTest,
    title: 'Upload Test',
    text: 'Try a file against the checks receipts and product images pass: the verdict, its real type and size.',
    icon: CheckCircleIcon,
  },
  {
    to: paths.admin.testSteps,
    title: 'Installation Steps Preview',
    text: "A product's or an order's installation steps, the customer's and the admin's versions, as they are sent.",
    icon: BookIcon,
  },
];

/** A card for each admin screen, with what it is for. */
export function AdminSections() {
  return (
    <section className={styles.sections} aria-labelledby="admin-sections-title">
      <h2 id="admin-sections-title" className={styles.sectionTitle}>
        Admin sections
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
                  {title}
                  <ArrowRightIcon size={16} />
                </span>
                <span className={styles.cardText}>{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
