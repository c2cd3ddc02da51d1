import type { Language } from '@kedai/contracts';
import type { NextFunction, Request, Response } from 'express';
import { pageLanguageOf } from './prerendered-pages';

/**
 * The API request each storefront page makes first, exactly as the storefront's api client spells it
 * (frontend/src/features/catalog/api): home's Featured Products, /products' default list, a product page,
 * in the language the storefront will choose (its cookie, else Accept-Language, as the prerendered page).
 */
function firstDataOf(path: string, language: Language): string | null {
  if (path === '/') return `/api/products/featured?lang=${language}`;
  if (path === '/products') return `/api/products?sort=default&limit=100&lang=${language}`;
  const product = /^\/product\/([^/]+)$/.exec(path);
  return product ? `/api/products/${encodeURIComponent(decodeURIComponent(product[1]))}?lang=${language}` : null;
}

/**
 * `Link: rel=preload` on the page itself, so the browser fetches the first screen's data while it is still
 * loading the scripts instead of after them. Only for a page opened without a query string (a filtered
 * /products asks for another url). `use-credentials` matches the api client's `credentials: 'include'`.
 */
export function preloadFirstData() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' && !req.originalUrl.includes('?')) {
      let url: string | null = null;
      try {
        url = firstDataOf(req.path, pageLanguageOf(req.headers.cookie, req.headers['accept-language']));
      } catch {
        // A malformed escape in the path: the page gets no preload.
      }
      if (url) res.setHeader('Link', `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    }
    next();
  };
}
