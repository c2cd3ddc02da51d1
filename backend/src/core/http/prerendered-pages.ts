import { isLanguage, matchLanguage, type Language } from '@kedai/contracts';
import type { NextFunction, Request, Response } from 'express';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { shopIdentity } from '../format/shop-identity';
import { personalisePage } from './shop-page';
import { REVALIDATE } from './static-cache';

/** Set by the storefront whenever its language changes (frontend lib/i18n/language-storage.ts). */
const LANGUAGE_COOKIE = 'kedai_language';

/**
 * A storefront page served as index.html (the app's router draws it): not the API, sockets, built assets, or
 * an address naming a file (a dot in its last part: /favicon.svg, /robots.txt).
 */
export function isAppPage(path: string): boolean {
  // Case-insensitive, as the router is: /API/ADMIN/users is the API (a refusal), never a storefront page.
  if (/^\/(api|socket\.io|assets)(\/|$)/i.test(path)) return false;
  return !/\.[^/]*$/.test(path);
}

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
  /** The page with the seller's identity, made again only when the file or the identity changed. */
  const personalised = new Map<string, { source: Buffer; identity: string; body: string }>();
  const personalise = (file: string, source: Buffer, titleFromPage: boolean): string => {
    const shop = shopIdentity();
    const identity = JSON.stringify(shop);
    const hit = personalised.get(file);
    if (hit?.source === source && hit.identity === identity) return hit.body;
    const body = personalisePage(source.toString('utf8'), shop, { titleFromPage });
    personalised.set(file, { source, identity, body });
    return body;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = prerenderedPageOf(req.path);
    if (!page && !isAppPage(req.path)) return next();
    const language = pageLanguageOf(req.headers.cookie, req.headers['accept-language']);
    const prerendered = page ? resolve(frontendDist, 'prerendered', `${page}.${language}.html`) : null;
    const file = async () => {
      const body = prerendered ? await read(prerendered) : null;
      if (body) return { file: prerendered as string, body, titleFromPage: true };
      const index = resolve(frontendDist, 'index.html');
      const fallback = await read(index);
      return fallback ? { file: index, body: fallback, titleFromPage: false } : null;
    };
    file().then((found) => {
      if (!found) return next();
      const body = personalise(found.file, found.body, found.titleFromPage);
      res.setHeader('Cache-Control', REVALIDATE);
      res.vary('Cookie');
      res.vary('Accept-Language');
      res.type('html');
      res.send(body);
    }, next);
  };
}
