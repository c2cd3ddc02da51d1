import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { workerProviders } from '../queue/role';
import { AdminOutboxController } from './admin-outbox.controller';
import { OutboundEmail } from './entities/outbound-email.entity';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmail])],
  controllers: [AdminOutboxController],
  providers: [MailService, MailTransport, ...workerProviders(MailProcessor)],
  exports: [MailService, MailTransport],
})
export class MailModule {}
