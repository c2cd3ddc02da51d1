import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { publicUrl } from '../../../core/config/public-url';
import { Public } from '../../../core/security/auth.decorators';
import { ProductStockService } from '../services/product-stock.service';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The storefront's pages a crawler should know, besides the product pages (docs/product/storefront.md#site-files). */
const STATIC_PAGES = ['/', '/products', '/activation-tutorials'];

/**
 * /robots.txt and /sitemap.xml at the site's root (outside the /api prefix: create-http-app excludes them):
 * the sitemap lists the storefront's pages and every active product's page, by PUBLIC_URL.
 */
@ApiExcludeController()
@Controller()
export class SiteFilesController {
  constructor(private readonly stock: ProductStockService) {}

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /cart',
      `Sitemap: ${publicUrl('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const products = await this.stock.activeProductPages();
    const urls = [
      ...STATIC_PAGES.map((path) => ({ loc: publicUrl(path), lastmod: null as string | null })),
      ...products.map((product) => ({
        loc: publicUrl(`/product/${encodeURIComponent(product.productCode)}`),
        lastmod: product.updatedAt.toISOString(),
      })),
    ];
    const entries = urls.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }
}
