import { Module } from '@nestjs/common';
import { ScreenshotCaptureService } from './screenshot-capture.service';
import { ScreenshotStore } from './screenshot-store';
import { ScreenshotsService } from './screenshots.service';

/** Admin tools (issue 22): the screenshot tool, the order inspector and maintenance. */
@Module({
  providers: [ScreenshotsService, ScreenshotCaptureService, ScreenshotStore],
  exports: [ScreenshotsService, ScreenshotCaptureService, ScreenshotStore],
})
export class AdminToolsModule {}
