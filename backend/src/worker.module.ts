import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { MailWorkerModule } from './core/mail/mail-worker.module';
import { QueueWorkerModule } from './core/queue/queue-worker.module';
import { AdminToolsWorkerModule } from './modules/admin-tools/admin-tools-worker.module';
import { ChatWorkerModule } from './modules/chat/chat-worker.module';
import { FulfilmentWorkerModule } from './modules/fulfilment/fulfilment-worker.module';
import { OpsWorkerModule } from './modules/ops';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module';
import { StockAlertsWorkerModule } from './modules/stock-alerts/stock-alerts-worker.module';
import { PushWorkerModule } from './modules/push/push-worker.module';
import { EmailChannelWorkerModule } from './modules/email-channel/email-channel-worker.module';
import { PrivacyWorkerModule } from './modules/privacy/privacy-worker.module';
import { CustomersModule } from './modules/customers';
import { WhatsappWorkerModule } from './modules/whatsapp/whatsapp-worker.module';

/** The worker process: the core and every module's processors (chat, fulfilment, maintenance, notifications). */
@Module({
  imports: [
    CoreModule,
    QueueWorkerModule,
    MailWorkerModule,
    ChatWorkerModule,
    FulfilmentWorkerModule,
    PaymentsWorkerModule,
    WhatsappWorkerModule,
    EmailChannelWorkerModule,
    AdminToolsWorkerModule,
    StockAlertsWorkerModule,
    OpsWorkerModule,
    PushWorkerModule,
    PrivacyWorkerModule,
    // The directory's staff notes are erased with an account, by the privacy worker's job.
    CustomersModule,
  ],
})
export class WorkerModule {}
