import { ScrollRestoration as RouterScrollRestoration, type Location } from 'react-router-dom';

/**
 * Scroll positions keyed by address. The router's default key (the history entry) is "default" for
 * every fresh page load, which would put a newly opened page at another page's scroll offset.
 */
const byAddress = (location: Location) => `${location.pathname}${location.search}`;

export function ScrollRestoration() {
  return <RouterScrollRestoration getKey={byAddress} />;
}
