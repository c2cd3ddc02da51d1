import { Module } from '@nestjs/common';
import { AdminInboundEmailController } from './http/admin-inbound-email.controller';
import { EmailInboundWebhookController, InboundEmailSecretGuard } from './http/email-inbound-webhook.controller';
import { EmailChannelModule } from './email-channel.module';
import { InboundSmtpListener } from './services/inbound-smtp-listener';

/** The API role's part: the provider webhook, the admins' list and the built-in SMTP listener (when configured). */
@Module({
  imports: [EmailChannelModule],
  controllers: [EmailInboundWebhookController, AdminInboundEmailController],
  providers: [InboundSmtpListener, InboundEmailSecretGuard],
})
export class EmailChannelHttpModule {}
