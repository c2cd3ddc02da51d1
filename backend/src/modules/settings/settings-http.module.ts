import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { SecurityTxtController } from './security-txt.controller';
import { ShopController } from './shop.controller';
import { SettingsModule } from './settings.module';

/** The settings' REST endpoints. */
@Module({
  imports: [SettingsModule],
  controllers: [SettingsController, ShopController, SecurityTxtController],
})
export class SettingsHttpModule {}
