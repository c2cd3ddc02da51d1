import { isLanguage, matchLanguage, type Language } from '@kedai/contracts';
import type { NextFunction, Request, Response } from 'express';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { REVALIDATE } from './static-cache';

/** Set by the storefront whenever its language changes (frontend lib/i18n/language-storage.ts). */
const LANGUAGE_COOKIE = 'kedai_language';

/** The storefront pages built prerendered (frontend/scripts/prerender.mjs), by address. */
export function prerenderedPageOf(path: string): 'home' | 'products' | 'product' | null {
  if (path === '/') return 'home';
  if (path === '/products') return 'products';
  return /^\/product\/[^/]+$/.test(path) ? 'product' : null;
}

/**
 * The visitor's language as the storefront will choose it: the one it last showed (its cookie), else the
 * first of Accept-Language's languages the shop speaks, by preference; English otherwise.
 */
export function pageLanguageOf(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return matchLanguage(tags.map(({ tag }) => tag));
}

/**
 * Home, /products and a product page with their first screen already in the HTML, in the visitor's
 * language, so a phone paints it before the scripts have run. Other addresses (and a build without the
 * prerendered pages) fall through to the static storefront's index.html. A page is read again when its
 * file changes, as serve-static does for index.html, so a new build is served without a restart.
 */
export function prerenderedPages(frontendDist: string) {
  const kept = new Map<string, { mtimeMs: number; body: Buffer }>();
  const read = async (file: string): Promise<Buffer | null> => {
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: null }));
    if (mtimeMs === null) return null;
    const hit = kept.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.body;
    const body = await readFile(file);
    kept.set(file, { mtimeMs, body });
    return body;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? prerenderedPageOf(req.path) : null;
    if (!page) return next();
    const language = pageLanguageOf(req.headers.cookie, req.headers['accept-language']);
    read(resolve(frontendDist, 'prerendered', `${page}.${language}.html`)).then((body) => {
      if (!body) return next();
      res.setHeader('Cache-Control', REVALIDATE);
      res.vary('Cookie');
      res.vary('Accept-Language');
      res.type('html');
      res.send(body);
    }, next);
  };
}
