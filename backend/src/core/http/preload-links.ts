import type { NextFunction, Request, Response } from 'express';

/**
 * The API request each storefront page makes first, exactly as the storefront's api client spells it
 * (frontend/src/features/catalog/api): home's Featured Products, /products' default list, a product page.
 */
function firstDataOf(path: string): string | null {
  if (path === '/') return '/api/products/featured';
  if (path === '/products') return '/api/products?sort=default&limit=100';
  const product = /^\/product\/([^/]+)$/.exec(path);
  return product ? `/api/products/${encodeURIComponent(decodeURIComponent(product[1]))}` : null;
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
        url = firstDataOf(req.path);
      } catch {
        // A malformed escape in the path: the page gets no preload.
      }
      if (url) res.setHeader('Link', `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    }
    next();
  };
}
