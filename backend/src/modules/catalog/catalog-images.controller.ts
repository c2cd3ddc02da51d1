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
  @ApiOkResponse({ description: 'An SVG product picture', content: { 'image/svg+xml': {} } })
  image(@Param('file') file: string, @Res() res: Response): void {
    const image = this.images.find(file);
    if (!image) throw new ApiError(HttpStatus.NOT_FOUND, 'image_not_found', 'Image not found');
    res.type('image/svg+xml').setHeader('ETag', image.etag);
    res.send(image.body);
  }
}
