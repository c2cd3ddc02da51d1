import type { ChatSessionView } from '@kedai/contracts';
import type { TFunction } from 'i18next';

/** The path of the page a chat was opened from ("/product/DZ"), or null when unknown or unreadable. */
function pagePath(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl, 'http://shop.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * How the inbox names a chat: the customer's name; a guest without one as "Guest · /product/DZ · #a1b2"
 * (the page they wrote from and a short id), so twenty guests are not twenty identical rows. `t` is the
 * `admin-chat` catalogue's.
 */
export function sessionLabel(
  session: Pick<ChatSessionView, 'id' | 'customerName' | 'pageUrl'>,
  t: TFunction<'admin-chat'>,
): string {
  if (session.customerName && session.customerName !== 'Guest') return session.customerName;
  const shortId = session.id.slice(0, 4);
  const page = pagePath(session.pageUrl);
  return page ? t('session.guestOnPage', { page, shortId }) : t('session.guest', { shortId });
}
