import { Module } from '@nestjs/common';
import { PaymentsProcessor } from './jobs/payments.processor';
import { ReconcileSchedule } from './jobs/reconcile-schedule';
import { PaymentsModule } from './payments.module';

/** The payments queue's processor (reconciliation) and its schedule. */
@Module({ imports: [PaymentsModule], providers: [PaymentsProcessor, ReconcileSchedule] })
export class PaymentsWorkerModule {}
