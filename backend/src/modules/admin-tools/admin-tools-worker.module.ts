import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { CleanupProcessor } from './jobs/cleanup.processor';
import { RetentionSchedule } from './jobs/retention-schedule';
import { ScreenshotProcessor } from './jobs/screenshot.processor';

/** The screenshots and cleanup queues' processors, and the daily retention run's schedule. */
@Module({ imports: [AdminToolsModule], providers: [ScreenshotProcessor, CleanupProcessor, RetentionSchedule] })
export class AdminToolsWorkerModule {}
