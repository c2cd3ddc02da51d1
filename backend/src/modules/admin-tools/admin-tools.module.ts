import { Module } from '@nestjs/common';
import { FulfilmentModule } from '../fulfilment/fulfilment.module';
import { MaintenanceService } from './maintenance.service';
import { OrderInspectorService } from './order-inspector.service';
import { ScreenshotCaptureService } from './screenshot-capture.service';
import { ScreenshotStore } from './screenshot-store';
import { ScreenshotsService } from './screenshots.service';

/** Admin tools (issue 22): the screenshot tool, the order inspector and maintenance. */
@Module({
  imports: [FulfilmentModule],
  providers: [ScreenshotsService, ScreenshotCaptureService, ScreenshotStore, OrderInspectorService, MaintenanceService],
  exports: [ScreenshotsService, ScreenshotCaptureService, ScreenshotStore, OrderInspectorService, MaintenanceService],
})
export class AdminToolsModule {}
