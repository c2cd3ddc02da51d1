import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { OrderInspectorController } from './order-inspector.controller';
import { ScreenshotsController } from './screenshots.controller';

/** The admin tools' REST (admin-only: everything is under /api/admin/tools). */
@Module({ imports: [AdminToolsModule], controllers: [ScreenshotsController, OrderInspectorController] })
export class AdminToolsHttpModule {}
