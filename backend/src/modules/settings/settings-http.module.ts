import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { ShopController } from './shop.controller';
import { SettingsModule } from './settings.module';

/** The settings' REST endpoints. */
@Module({
  imports: [SettingsModule],
  controllers: [SettingsController, ShopController],
})
export class SettingsHttpModule {}
