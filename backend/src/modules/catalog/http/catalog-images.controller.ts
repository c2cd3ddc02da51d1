import { Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../../core/http/api-error';
import { IMMUTABLE } from '../../../core/http/static-cache';
import { CatalogImagesService } from '../services/catalog-images.service';

/** The seed pictures are rendered at start: a release may redraw them under the same name. */
const SEED_ART_CACHE = 'public, max-age=86400';

@ApiTags('catalogue')
@Controller('catalog/images')
export class CatalogImagesController {
  constructor(private readonly images: CatalogImagesService) {}

  @Get(':file')
  @ApiOkResponse({
    description:
      'A product picture: the seed SVGs (cached a day), or an image uploaded in Product Management and its ' +
      'WebP copies `<name>-w320.webp`, `-w640`, `-w960` (names never reused: cached a year, immutable)',
    content: { 'image/svg+xml': {}, 'image/png': {}, 'image/jpeg': {}, 'image/webp': {}, 'image/gif': {} },
  })
  async image(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const image = await this.images.find(file);
    if (!image) throw new ApiError(HttpStatus.NOT_FOUND, 'image_not_found', 'Image not found');
    res.type(image.mimeType).setHeader('ETag', image.etag);
    res.setHeader('Cache-Control', image.immutable ? IMMUTABLE : SEED_ART_CACHE);
    res.send(image.body);
  }
}
