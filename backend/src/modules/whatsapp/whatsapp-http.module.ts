import { Module } from '@nestjs/common';
import { ChatModule } from '../chat';
import { WhatsappFollowUpsController } from './http/whatsapp-follow-ups.controller';
import { WhatsappSettingsController } from './http/whatsapp-settings.controller';
import { WhatsappWebhookController } from './http/whatsapp-webhook.controller';
import { WhatsappModule } from './whatsapp.module';

/** Meta's webhook, the channel's settings and the follow-up templates. */
@Module({
  imports: [WhatsappModule, ChatModule],
  controllers: [WhatsappWebhookController, WhatsappSettingsController, WhatsappFollowUpsController],
})
export class WhatsappHttpModule {}
