import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CatalogResponseCache } from '../cache/catalog-response-cache.service';
import { answerLanguage, LanguageQuery } from '../dto/language.query';
import { ListProductsQuery } from '../dto/list-products.query';
import { ListRatingsQuery } from '../dto/list-ratings.query';
import { ProductReviewsQuery } from '../dto/product-reviews.query';
import { ProductPage, ProductRatingsView, ProductView, ReviewView } from '../read/product.view';
import { ProductsService } from '../services/products.service';

/** The validated query's values in a fixed order: the same listing asked in any parameter order shares one answer. */
const queryKey = (query: ListProductsQuery) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

@ApiTags('catalogue')
@Controller()
export class CatalogController {
  constructor(
    private readonly products: ProductsService,
    private readonly cache: CatalogResponseCache,
  ) {}

  /** Answered from the catalogue cache: strong ETag (304 on If-None-Match), compressed once per change. */
  @Get('products')
  @ApiOkResponse({ type: ProductPage })
  list(@Query() query: ListProductsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const asked = { ...query, lang: answerLanguage(query.lang, req.headers['accept-language']) };
    return this.cache.respond(req, res, `list:${queryKey(asked)}`, () => this.products.list(asked));
  }

  @Get('products/featured')
  @ApiOkResponse({ type: [ProductView], description: 'DZ, VS, FT and SN, in that order' })
  featured(@Query() query: LanguageQuery, @Req() req: Request): Promise<ProductView[]> {
    return this.products.featured(answerLanguage(query.lang, req.headers['accept-language']));
  }

  @Get('products/:id')
  @ApiOkResponse({ type: ProductView })
  @ApiNotFoundResponse({ description: 'Product not found' })
  findOne(
    @Param('id') id: string,
    @Query() query: LanguageQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const language = answerLanguage(query.lang, req.headers['accept-language']);
    return this.cache.respond(req, res, `product:${language}:${id.trim()}`, () =>
      this.products.findPublic(id, language),
    );
  }

  @Get('products/:id/reviews')
  @ApiOkResponse({ type: [ReviewView], description: 'Newest first' })
  reviews(@Param('id') id: string, @Query() query: ProductReviewsQuery): Promise<ReviewView[]> {
    return this.products.reviewsOf(id, query.version || undefined);
  }

  @Get('ratings')
  @ApiOkResponse({ type: [ProductRatingsView], description: 'All Ratings: products that have reviews' })
  ratings(@Query() query: ListRatingsQuery, @Req() req: Request): Promise<ProductRatingsView[]> {
    return this.products.ratings({ ...query, lang: answerLanguage(query.lang, req.headers['accept-language']) });
  }
}
