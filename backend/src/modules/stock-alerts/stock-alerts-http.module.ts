import { Module } from '@nestjs/common';
import { AdminStockAlertsController, StockAlertsController } from './stock-alerts.controller';
import { StockAlertsModule } from './stock-alerts.module';

/** /api/stock-alerts (shoppers) and /api/admin/stock-alerts (admins). */
@Module({ imports: [StockAlertsModule], controllers: [StockAlertsController, AdminStockAlertsController] })
export class StockAlertsHttpModule {}
