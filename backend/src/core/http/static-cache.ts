import type { ServerResponse } from 'node:http';
import { basename, sep } from 'node:path';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the other unhashed files) are revalidated on every visit, so a release shows at once. */
export const REVALIDATE = 'no-cache';

/** Cache-Control for a file of the built storefront (serve-static's setHeaders, also for the index fallback). */
export function setStaticCacheHeaders(res: ServerResponse, path: string): void {
  const fingerprinted = path.includes(`${sep}assets${sep}`) && /-[\w-]{8,}\.\w+$/.test(basename(path));
  res.setHeader('Cache-Control', fingerprinted ? IMMUTABLE : REVALIDATE);
}
