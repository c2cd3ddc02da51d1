import type { NextFunction, Request, Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/** Files the server answers itself at the site's root (catalog's SiteFilesController). */
const SERVED_FILES = new Set(['/robots.txt', '/sitemap.xml', '/.well-known/security.txt']);

/**
 * A request for a file (a last path segment with an extension, such as /wp-login.php or /apple-touch-icon.png)
 * that the built storefront does not hold is a plain 404, not the app's HTML: only page addresses fall back to
 * index.html. The API, Socket.IO and the root files the server writes itself pass through.
 */
export function unknownFiles(frontendDist: string) {
  const root = resolve(frontendDist);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (path.startsWith('/api/') || path.startsWith('/socket.io/') || SERVED_FILES.has(path)) return next();
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (!extname(last) && !last.startsWith('.')) return next();
    let file: string;
    try {
      file = resolve(root, `.${decodeURIComponent(path)}`);
    } catch {
      file = '';
    }
    const notFound = () => {
      res.status(404).type('text/plain').send('Not found');
    };
    if (!file || (file !== root && !file.startsWith(`${root}${sep}`))) return notFound();
    stat(file).then(
      (found) => (found.isFile() ? next() : notFound()),
      () => notFound(),
    );
  };
}
