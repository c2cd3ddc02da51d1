import { Module } from '@nestjs/common';
import { AdminOutboxController } from './admin-outbox.controller';
import { MailModule } from './mail.module';

/** The admin's view of the mail outbox. */
@Module({
  imports: [MailModule],
  controllers: [AdminOutboxController],
})
export class MailHttpModule {}
