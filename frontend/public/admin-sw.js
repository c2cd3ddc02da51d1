/*
 * The admin's service worker (registered by the admin with scope /admin/; docs/security.md "What the admin's
 * service worker keeps"). It makes the admin installable, shows staff push notifications and opens the
 * conversation a notification is about.
 *
 * What it caches: ONLY the build's static files under /assets/ (scripts, styles, fonts, images of the app
 * itself). Their names carry a hash of their content, so each cached file is one version of the build and is
 * never served stale; the cache is versioned by name (CACHE) and keeps at most MAX_ENTRIES files.
 * What it NEVER caches: API answers (/api/), socket traffic (/socket.io/), pages (HTML), uploads, receipts,
 * anything with a query string, anything not a GET, anything of another origin. Those may carry personal data
 * (customers, orders, messages, codes) and always go to the network untouched.
 */
const CACHE = 'kedai-admin-assets-v1';
const MAX_ENTRIES = 120;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** Only the build's own fingerprinted files. */
function cacheable(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/') && url.search === '';
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(key);
}

self.addEventListener('fetch', (event) => {
  if (!cacheable(event.request)) return; // the network, as if there were no service worker
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const response = await fetch(event.request);
      if (response.ok && response.type === 'basic') {
        await cache.put(event.request, response.clone());
        await trim(cache);
      }
      return response;
    })(),
  );
});

/** A notification opens an admin page of this shop, nothing else. */
function adminUrl(path) {
  return typeof path === 'string' && path.startsWith('/admin') && !path.startsWith('//') ? path : '/admin/live-chat';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New message';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // One notification per conversation: a newer message replaces the older one.
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      renotify: typeof data.tag === 'string',
      icon: '/icons/admin-192.png',
      badge: '/icons/admin-badge-96.png',
      data: { url: adminUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(adminUrl(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
