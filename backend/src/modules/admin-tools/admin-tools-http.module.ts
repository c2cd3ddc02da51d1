import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { MaintenanceController } from './http/maintenance.controller';
import { OrderInspectorController } from './http/order-inspector.controller';
import { ScreenshotsController } from './http/screenshots.controller';
import { StepsPreviewController } from './http/steps-preview.controller';
import { UploadTestController } from './http/upload-test.controller';

/** The admin tools' REST (admin-only: everything is under /api/admin/tools). */
@Module({
  imports: [AdminToolsModule],
  controllers: [
    ScreenshotsController,
    OrderInspectorController,
    MaintenanceController,
    UploadTestController,
    StepsPreviewController,
  ],
})
export class AdminToolsHttpModule {}
