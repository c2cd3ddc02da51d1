import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { FulfilmentModule } from '../fulfilment/fulfilment.module';
import { MaintenanceService } from './maintenance.service';
import { OrderInspectorService } from './order-inspector.service';
import { ScreenshotCaptureService } from './screenshot-capture.service';
import { ScreenshotStore } from './screenshot-store';
import { ScreenshotsService } from './screenshots.service';
import { StepsPreviewService } from './steps-preview.service';

/** Admin tools (issue 22): the screenshot tool, the order inspector, maintenance and the steps preview. */
@Module({
  imports: [FulfilmentModule, CatalogModule],
  providers: [
    ScreenshotsService,
    ScreenshotCaptureService,
    ScreenshotStore,
    OrderInspectorService,
    MaintenanceService,
    StepsPreviewService,
  ],
  exports: [
    ScreenshotsService,
    ScreenshotCaptureService,
    ScreenshotStore,
    OrderInspectorService,
    MaintenanceService,
    StepsPreviewService,
  ],
})
export class AdminToolsModule {}
