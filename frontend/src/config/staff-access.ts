import type { Role } from '@kedai/contracts';
import { paths } from './paths';

/**
 * Admin-area pages a support agent may open (live chat, orders and their fulfilment, receipts). Everything
 * else there (dashboard, products, users, settings, ops…) is for admins. The server checks every call again;
 * this only decides what the navigation offers and what a page says instead of failing.
 */
const AGENT_PAGES = [
  paths.admin.liveChat,
  paths.admin.orders,
  paths.admin.receiptView,
  paths.admin.receipts,
  // The customer directory without lifetime value (the server leaves it out for agents).
  paths.admin.customers,
];
/** Pages under those that agents may not use (the chat rules and tester change the shop's behaviour). */
const AGENT_EXCLUDED = [paths.admin.liveChatSettings, paths.admin.liveChatTester];

const under = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`);
/** Admin tools under the agents' pages that stay admin-only (the order inspector, issue 22). */
const AGENT_EXCLUDED_PATTERNS = [/^\/admin\/orders\/[^/]+\/inspect\/?$/];

export function canOpenAdminPage(role: Role, pathname: string): boolean {
  if (role === 'admin') return true;
  if (role !== 'agent') return false;
  if (AGENT_EXCLUDED.some((page) => under(pathname, page))) return false;
  if (AGENT_EXCLUDED_PATTERNS.some((pattern) => pattern.test(pathname))) return false;
  return AGENT_PAGES.some((page) => under(pathname, page));
}

/** Where a staff member starts: admins on the dashboard, agents in the live chat inbox. */
export const staffHome = (role: Role) => (role === 'admin' ? paths.admin.dashboard : paths.admin.liveChat);
