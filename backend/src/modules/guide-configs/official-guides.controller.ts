import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OfficialGuideLinkView } from '@kedai/contracts';
import { GuideConfigsService } from './guide-configs.service';

/**
 * The products' official installation guides, public for the Activation Tutorial Center
 * (docs/product/storefront.md#tutorials).
 */
@ApiTags('guides')
@Controller('guide-links')
export class OfficialGuidesController {
  constructor(private readonly configs: GuideConfigsService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  list(): Promise<OfficialGuideLinkView[]> {
    return this.configs.officialGuideLinks();
  }
}
