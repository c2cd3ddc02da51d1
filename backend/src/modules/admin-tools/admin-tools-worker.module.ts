import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { CleanupProcessor } from './jobs/cleanup.processor';
import { ScreenshotProcessor } from './jobs/screenshot.processor';

/** The screenshots and cleanup queues' processors. */
@Module({ imports: [AdminToolsModule], providers: [ScreenshotProcessor, CleanupProcessor] })
export class AdminToolsWorkerModule {}
