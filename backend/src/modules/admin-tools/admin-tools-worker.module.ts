import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { CleanupProcessor } from './cleanup.processor';
import { ScreenshotProcessor } from './screenshot.processor';

/** The screenshots and cleanup queues' processors. */
@Module({ imports: [AdminToolsModule], providers: [ScreenshotProcessor, CleanupProcessor] })
export class AdminToolsWorkerModule {}
