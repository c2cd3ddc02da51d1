import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat';
import { OrdersModule } from '../orders';
import { WhatsappOutboundListener } from './listeners/whatsapp-outbound.listener';
import { GraphApi } from './services/graph-api';
import { WhatsappInbound } from './services/whatsapp-inbound.service';
import { WhatsappMedia } from './services/whatsapp-media';
import { WhatsappSender } from './services/whatsapp-sender.service';
import { WhatsappSettingsService } from './services/whatsapp-settings.service';
import { WhatsappTestService } from './services/whatsapp-test.service';
import { WhatsappSettings } from './entities/whatsapp-settings.entity';
import { WhatsappOrderUpdate } from './entities/whatsapp-order-update.entity';
import { WhatsappOrderUpdates } from './services/whatsapp-order-updates.service';
import { WhatsappTemplateMessage } from './entities/whatsapp-template-message.entity';
import { WhatsappFollowUps } from './services/whatsapp-follow-ups.service';
import { WhatsappPersonalData } from './whatsapp-personal-data';
import { WhatsappStockAlertMessage } from './entities/whatsapp-stock-alert-message.entity';
import { WhatsappStockAlerts } from './services/whatsapp-stock-alerts.service';

/** The WhatsApp Cloud API channel (docs/channels.md): conversations go into chat's live inbox. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      WhatsappSettings,
      WhatsappOrderUpdate,
      WhatsappTemplateMessage,
      WhatsappStockAlertMessage,
    ]),
    ChatModule,
    OrdersModule,
  ],
  providers: [
    WhatsappPersonalData,
    WhatsappOrderUpdates,
    WhatsappStockAlerts,
    WhatsappSettingsService,
    WhatsappTestService,
    GraphApi,
    WhatsappMedia,
    WhatsappInbound,
    WhatsappSender,
    WhatsappFollowUps,
    WhatsappOutboundListener,
  ],
  exports: [
    WhatsappOrderUpdates,
    WhatsappStockAlerts,
    WhatsappFollowUps,
    WhatsappInbound,
    WhatsappSender,
    GraphApi,
    WhatsappSettingsService,
    WhatsappTestService,
  ],
})
export class WhatsappModule {}
