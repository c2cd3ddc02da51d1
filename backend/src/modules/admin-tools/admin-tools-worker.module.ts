import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { ScreenshotProcessor } from './screenshot.processor';

/** The screenshots queue's processor. */
@Module({ imports: [AdminToolsModule], providers: [ScreenshotProcessor] })
export class AdminToolsWorkerModule {}
