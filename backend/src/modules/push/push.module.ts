import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { PushDelivery } from './entities/push-delivery.entity';
import { PushKeys } from './entities/push-keys.entity';
import { PushPreference } from './entities/push-preference.entity';
import { PushSubscription } from './entities/push-subscription.entity';
import { ChatMessagePushListener } from './listeners/chat-message-push.listener';
import { AgentPush } from './services/agent-push.service';
import { PushSender } from './services/push-sender.service';
import { VapidKeys } from './services/vapid-keys.service';
import { PushPersonalData } from './push-personal-data';

/** Web push to staff browsers: keys, subscriptions, on/off, and the listener that turns customer messages into pushes. */
@Module({
  imports: [TypeOrmModule.forFeature([PushKeys, PushSubscription, PushPreference, PushDelivery]), UsersModule],
  providers: [PushPersonalData, VapidKeys, AgentPush, PushSender, ChatMessagePushListener],
  exports: [AgentPush, PushSender],
})
export class PushModule {}
