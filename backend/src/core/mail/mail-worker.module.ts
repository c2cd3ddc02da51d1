import { Module } from '@nestjs/common';
import { MailModule } from './mail.module';
import { MailProcessor } from './mail.processor';

/** The notifications queue's processor: sends the outbox's messages. */
@Module({ imports: [MailModule], providers: [MailProcessor] })
export class MailWorkerModule {}
