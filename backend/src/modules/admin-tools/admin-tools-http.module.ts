import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { MaintenanceController } from './maintenance.controller';
import { OrderInspectorController } from './order-inspector.controller';
import { ScreenshotsController } from './screenshots.controller';
import { StepsPreviewController } from './steps-preview.controller';
import { UploadTestController } from './upload-test.controller';

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
