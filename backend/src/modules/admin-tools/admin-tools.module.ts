import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { CatalogModule } from '../catalog';
import { ChatModule } from '../chat';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { WhatsappModule } from '../whatsapp';
import { PrivacyModule } from '../privacy';
import { MaintenanceService } from './services/maintenance.service';
import { OrderInspectorService } from './services/order-inspector.service';
import { ScreenshotCaptureService } from './services/screenshot-capture.service';
import { ScreenshotStore } from './services/screenshot-store';
import { ScreenshotsService } from './services/screenshots.service';
import { StepsPreviewService } from './services/steps-preview.service';

/**
 * Admin tools (issue 22): the screenshot tool, the order inspector, maintenance and the steps preview.
 * Maintenance runs the purge handlers and file references the modules register, so the modules that own
 * uploads or purgeable rows are imported here: each process that runs a cleanup has all of them.
 */
@Module({
  imports: [
    AuditModule,
    FulfilmentModule,
    CatalogModule,
    ChatModule,
    OrdersModule,
    PaymentsModule,
    WhatsappModule,
    PrivacyModule,
  ],
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
