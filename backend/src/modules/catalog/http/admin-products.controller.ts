import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  missingProductTranslations,
  missingTranslationName,
  type ProductTranslationGap,
} from '@kedai/contracts';
import { uuidOr400 } from '../../../core/http/params';
import { TooLargeMessageInterceptor, type UploadedBinary } from '../../../core/http/uploaded-file';
import { AdminOnly } from '../../../core/security/auth.decorators';
import type { StockChangeView } from '@kedai/contracts';
import { ProductStockService } from '../services/product-stock.service';
import { toAdminProductView, type AdminProductDeleteResult, type AdminProductView } from '../read/admin-product.view';
import {
  AdminProductsService,
  IMAGE_TOO_LARGE_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '../services/admin-products.service';
import { Actor, type StaffActor } from '../../audit';
import { ListAdminProductsQuery } from '../dto/list-admin-products.query';

const productParam = () => uuidOr400('product_id_invalid', 'That is not a valid product id');

/** Multipart: up to 6 images of 5 MB (a byte over, so the service's check words the answer) and the fields. */
const imagesInterceptors = () =>
  UseInterceptors(
    new TooLargeMessageInterceptor(IMAGE_TOO_LARGE_MESSAGE, TOO_MANY_IMAGES_MESSAGE),
    FilesInterceptor('images', MAX_PRODUCT_IMAGES, {
      limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES + 1, files: MAX_PRODUCT_IMAGES, fields: 50 },
      defParamCharset: 'utf8',
    }),
  );

const formSchema = {
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      category: { type: 'string' },
      price: { type: 'string', example: '19.90' },
      stock: { type: 'string', example: '100' },
      stockWarningLevel: { type: 'string', example: '10' },
      description: { type: 'string' },
      sku: { type: 'string' },
      isActive: { type: 'string', enum: ['true', 'false'] },
      tags: { type: 'string', description: 'JSON list' },
      specifications: { type: 'string', description: 'JSON object' },
      translations: {
        type: 'string',
        description:
          'JSON object: {"ms"|"zh-Hans": {title?, description?, features?: {<English name>: {name?, value?}}, choices?: {<value>: label}}}; blank texts fall back to English',
      },
      options: {
        type: 'string',
        description:
          'JSON list (at most one option): [{name, choices:[{label, value, price, stock?}]}]; the price is then its cheapest choice',
      },
      keepImages: { type: 'string', description: 'Edit only: JSON list of current image urls to keep' },
      images: { type: 'array', items: { type: 'string', format: 'binary' } },
    },
  },
};

/** Product Management (docs/product/admin.md#products). Fields are checked by the service's rules. */
@ApiTags('admin: products')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly stock: ProductStockService,
  ) {}

  /** `translations=missing`: only the products the "Translations missing" filter lists. */
  @Get()
  async list(@Query() query: ListAdminProductsQuery): Promise<AdminProductView[]> {
    const views = (await this.products.list(query.search)).map(toAdminProductView);
    return query.translations === 'missing' ? views.filter((view) => view.missingTranslations.length > 0) : views;
  }

  /** The check: every product lacking a Malay or Chinese text, with what it lacks (docs/catalogue.md#languages). */
  @Get('translations-missing')
  async translationsMissing(): Promise<ProductTranslationGap[]> {
    return (await this.products.list()).flatMap((product) => {
      const missing = missingProductTranslations(product, product.translations);
      return missing.length === 0
        ? []
        : [
            {
              id: product.id,
              productCode: product.productCode,
              title: product.title,
              isActive: product.isActive,
              missing: missing.map(missingTranslationName),
            },
          ];
    });
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody(formSchema)
  @imagesInterceptors()
  async create(
    @Actor() actor: StaffActor,
    @Body() body: unknown,
    @UploadedFiles() images: UploadedBinary[] | undefined,
  ): Promise<AdminProductView> {
    return toAdminProductView(await this.products.create(actor, body, images));
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @ApiBody(formSchema)
  @imagesInterceptors()
  async update(
    @Actor() actor: StaffActor,
    @Param('id', productParam()) id: string,
    @Body() body: unknown,
    @UploadedFiles() images: UploadedBinary[] | undefined,
  ): Promise<AdminProductView> {
    return toAdminProductView(await this.products.update(actor, id, body, images));
  }

  /** Every change of the product's stock, newest first: who, why, when (docs/product/admin.md#stock-history). */
  @Get(':id/stock-history')
  async stockHistory(@Param('id', productParam()) id: string): Promise<{ entries: StockChangeView[] }> {
    return { entries: await this.stock.history(id) };
  }

  @Delete(':id')
  remove(@Actor() actor: StaffActor, @Param('id', productParam()) id: string): Promise<AdminProductDeleteResult> {
    return this.products.remove(actor, id);
  }
}
