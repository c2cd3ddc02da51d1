import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { MailWorkerModule } from './core/mail/mail-worker.module';
import { QueueWorkerModule } from './core/queue/queue-worker.module';
import { AdminToolsWorkerModule } from './modules/admin-tools/admin-tools-worker.module';
import { ChatWorkerModule } from './modules/chat/chat-worker.module';
import { FulfilmentWorkerModule } from './modules/fulfilment/fulfilment-worker.module';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module';

/** The worker process: the core and every module's processors (chat, fulfilment, maintenance, notifications). */
@Module({
  imports: [
    CoreModule,
    QueueWorkerModule,
    MailWorkerModule,
    ChatWorkerModule,
    FulfilmentWorkerModule,
    PaymentsWorkerModule,
    AdminToolsWorkerModule,
  ],
})
export class WorkerModule {}
