import { isLanguage, LANGUAGES, matchLanguage, type Language } from '@kedai/contracts';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
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
 * prerendered pages) fall through to the static storefront's index.html.
 */
export function prerenderedPages(frontendDist: string) {
  const pages = new Map<string, Buffer>();
  for (const page of ['home', 'products', 'product']) {
    for (const language of LANGUAGES) {
      const file = resolve(frontendDist, 'prerendered', `${page}.${language}.html`);
      if (existsSync(file)) pages.set(`${page}.${language}`, readFileSync(file));
    }
  }
  return (req: Request, res: Response, next: NextFunction): void => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? prerenderedPageOf(req.path) : null;
    const body = page && pages.get(`${page}.${pageLanguageOf(req.headers.cookie, req.headers['accept-language'])}`);
    if (!body) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.vary('Cookie');
    res.vary('Accept-Language');
    res.type('html');
    res.send(body);
  };
}
