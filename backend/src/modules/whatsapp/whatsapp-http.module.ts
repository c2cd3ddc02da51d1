import { Module } from '@nestjs/common';
import { ChatModule } from '../chat';
import { ChannelMediaController } from './http/channel-media.controller';
import { WhatsappFollowUpsController } from './http/whatsapp-follow-ups.controller';
import { WhatsappSettingsController } from './http/whatsapp-settings.controller';
import { WhatsappWebhookController } from './http/whatsapp-webhook.controller';
import { WhatsappModule } from './whatsapp.module';

/** Meta's webhook and the support desk's view of the files customers sent. */
@Module({
  imports: [WhatsappModule, ChatModule],
  controllers: [
    WhatsappWebhookController,
    ChannelMediaController,
    WhatsappSettingsController,
    WhatsappFollowUpsController,
  ],
})
export class WhatsappHttpModule {}
