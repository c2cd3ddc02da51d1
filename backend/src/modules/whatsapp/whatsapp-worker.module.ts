import { Module } from '@nestjs/common';
import { ChannelsProcessor } from './jobs/channels.processor';
import { WhatsappSweepSchedule } from './jobs/whatsapp-sweep-schedule';
import { WhatsappModule } from './whatsapp.module';

/** The channels queue's processor (WhatsApp sends) and the minute's sweep. */
@Module({ imports: [WhatsappModule], providers: [ChannelsProcessor, WhatsappSweepSchedule] })
export class WhatsappWorkerModule {}
