import { Module } from '@nestjs/common';
import { DataRequestsModule } from './data-requests/data-requests.module';
import { PrivacyProcessor } from './data-requests/jobs/privacy.processor';

/** The `privacy` queue's processor: data exports, their expiry, account erasures. */
@Module({ imports: [DataRequestsModule], providers: [PrivacyProcessor] })
export class PrivacyWorkerModule {}
