import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ShopInfo } from '@kedai/contracts';
import { SettingsService } from './settings.service';

/** Anyone may read it: the shop's time zone, so the browser shows dates as e-mails and exports print them. */
@ApiTags('shop')
@Controller('shop')
export class ShopController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  info(): Promise<ShopInfo> {
    return this.settings.shopInfo();
  }
}
