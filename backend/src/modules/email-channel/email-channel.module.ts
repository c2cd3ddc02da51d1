import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat';
import { EmailChannelSettings } from './entities/email-channel-settings.entity';
import { EmailInboundMessage } from './entities/email-inbound-message.entity';
import { EmailReplyToken } from './entities/email-reply-token.entity';
import { EmailInboundService } from './services/email-inbound.service';
import { EmailThreadsService } from './services/email-threads.service';
import { InboundEmailRetention } from './services/inbound-email-retention';
import { InboundEmailSettingsService } from './services/inbound-email-settings.service';
import { EmailChannelPersonalData } from './email-channel-personal-data';

/**
 * E-mail as a channel of chat's conversations (docs/channels.md "Inbound e-mail"): reply addresses in the
 * conversation's e-mails, inbound mail checked and posted through chat's `ChatChannelInbox`, the agents' answers
 * threaded. Imported by both roles: the threads port must be bound wherever conversation e-mails are written.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailInboundMessage, EmailReplyToken, EmailChannelSettings]), ChatModule],
  providers: [
    InboundEmailSettingsService,
    EmailThreadsService,
    EmailInboundService,
    InboundEmailRetention,
    EmailChannelPersonalData,
  ],
  exports: [EmailInboundService, EmailThreadsService, InboundEmailSettingsService],
})
export class EmailChannelModule {}
