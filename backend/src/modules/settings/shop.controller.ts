import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ShopInfo } from '@kedai/contracts';
import { adminManifest } from './admin-manifest';
import { SettingsService } from './settings.service';

/**
 * Anyone may read it: the shop's time zone (dates as e-mails and exports print them) and the seller's public
 * identity (name, description, contact, WhatsApp number, address, SSM number, currency, SST); never a secret.
 */
@ApiTags('shop')
@Controller('shop')
export class ShopController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  info(): Promise<ShopInfo> {
    return this.settings.shopInfo();
  }

  /** The admin's web app manifest (installable on a phone), named after Settings → Site name. */
  @Get('admin.webmanifest')
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  async adminManifest(): Promise<ReturnType<typeof adminManifest>> {
    return adminManifest((await this.settings.shopInfo()).siteName);
  }
}
