/** The admin's web app manifest (named after the shop, GET /api/shop/admin.webmanifest) and service worker. */
export const ADMIN_MANIFEST_URL = '/api/shop/admin.webmanifest';
export const ADMIN_SERVICE_WORKER_URL = '/admin-sw.js';
export const ADMIN_SCOPE = '/admin/';

/**
 * Makes the admin installable while it is open: links its manifest (removed again when the admin is left, so the
 * storefront is not offered as the admin app) and registers its service worker for /admin/ (which caches only the
 * build's static files and shows push notifications: public/admin-sw.js). Answers the cleanup.
 */
export function installAdminApp(): () => void {
  const links = [
    Object.assign(document.createElement('link'), { rel: 'manifest', href: ADMIN_MANIFEST_URL }),
    Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: '/icons/admin-192.png' }),
  ];
  document.head.append(...links);
  if ('serviceWorker' in navigator && window.isSecureContext) {
    void navigator.serviceWorker.register(ADMIN_SERVICE_WORKER_URL, { scope: ADMIN_SCOPE }).catch(() => undefined);
  }
  return () => links.forEach((link) => link.remove());
}
