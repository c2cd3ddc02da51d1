/** The theme colour of the shop's mark (frontend/public/favicon.svg and the admin icons). */
const THEME = '#0d7c66';

/**
 * The web app manifest of the admin (installable on a phone's home screen): named after the shop's site name
 * from Settings, opening the Live Chat inbox, scoped to /admin/ so the storefront stays a web page. The icons are
 * committed PNGs in frontend/public/icons (generated once from the favicon's mark).
 */
export function adminManifest(siteName: string) {
  const name = siteName.trim() || 'Kedai';
  return {
    id: '/admin/',
    name: `${name} Admin`,
    short_name: name.length > 12 ? 'Admin' : name,
    description: `${name}: the support desk and the shop's admin`,
    start_url: '/admin/live-chat',
    scope: '/admin/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME,
    icons: [
      { src: '/icons/admin-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/admin-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/admin-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
