/** The e-mail channel's public face (docs/channels.md "Inbound e-mail"). */
export { EmailChannelModule } from './email-channel.module';
export { EmailInboundService, type InboundOutcome } from './services/email-inbound.service';
