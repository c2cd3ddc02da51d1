import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListProductsQuery } from './dto/list-products.query';
import { ListRatingsQuery } from './dto/list-ratings.query';
import { ProductReviewsQuery } from './dto/product-reviews.query';
import { ProductPage, ProductRatingsView, ProductView, ReviewView } from './product.view';
import { ProductsService } from './products.service';

@ApiTags('catalogue')
@Controller()
export class CatalogController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  @ApiOkResponse({ type: ProductPage })
  list(@Query() query: ListProductsQuery): Promise<ProductPage> {
    return this.products.list(query);
  }

  @Get('products/featured')
  @ApiOkResponse({ type: [ProductView], description: 'DZ, VS, FT and SN, in that order' })
  featured(): Promise<ProductView[]> {
    return this.products.featured();
  }

  @Get('products/:id')
  @ApiOkResponse({ type: ProductView })
  @ApiNotFoundResponse({ description: 'Product not found' })
  findOne(@Param('id') id: string): Promise<ProductView> {
    return this.products.findPublic(id);
  }

  @Get('products/:id/reviews')
  @ApiOkResponse({ type: [ReviewView], description: 'Newest first' })
  reviews(@Param('id') id: string, @Query() query: ProductReviewsQuery): Promise<ReviewView[]> {
    return this.products.reviewsOf(id, query.version || undefined);
  }

  @Get('ratings')
  @ApiOkResponse({ type: [ProductRatingsView], description: 'All Ratings: products that have reviews' })
  ratings(@Query() query: ListRatingsQuery): Promise<ProductRatingsView[]> {
    return this.products.ratings(query);
  }
}
