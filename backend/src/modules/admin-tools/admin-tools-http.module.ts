import { Module } from '@nestjs/common';
import { AdminToolsModule } from './admin-tools.module';
import { ScreenshotsController } from './screenshots.controller';

/** The admin tools' REST (admin-only: everything is under /api/admin/tools). */
@Module({ imports: [AdminToolsModule], controllers: [ScreenshotsController] })
export class AdminToolsHttpModule {}
