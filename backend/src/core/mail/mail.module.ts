import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboundEmail } from './entities/outbound-email.entity';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmail])],
  providers: [MailService, MailTransport],
  exports: [MailService, MailTransport, TypeOrmModule],
})
export class MailModule {}
