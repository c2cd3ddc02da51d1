import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { FulfilmentModule } from '../fulfilment/fulfilment.module';
import { MaintenanceService } from './services/maintenance.service';
import { OrderInspectorService } from './services/order-inspector.service';
import { ScreenshotCaptureService } from './services/screenshot-capture.service';
import { ScreenshotStore } from './services/screenshot-store';
import { ScreenshotsService } from './services/screenshots.service';
import { StepsPreviewService } from './services/steps-preview.service';

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
