import { Controller, Get, Header, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../core/http/api-error';
import { CatalogImagesService } from './catalog-images.service';

@ApiTags('catalogue')
@Controller('catalog/images')
export class CatalogImagesController {
  constructor(private readonly images: CatalogImagesService) {}

  @Get(':file')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOkResponse({
    description: 'A product picture: the seed SVGs, or an image uploaded in Product Management',
    content: { 'image/svg+xml': {}, 'image/png': {}, 'image/jpeg': {}, 'image/webp': {}, 'image/gif': {} },
  })
  async image(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const image = await this.images.find(file);
    if (!image) throw new ApiError(HttpStatus.NOT_FOUND, 'image_not_found', 'Image not found');
    res.type(image.mimeType).setHeader('ETag', image.etag);
    res.send(image.body);
  }
}
