import { Module } from '@nestjs/common';
import { StockAlertsProcessor } from './jobs/stock-alerts.processor';
import { StockAlertsModule } from './stock-alerts.module';

/** The stock-alerts queue's processor: one round per restock. */
@Module({ imports: [StockAlertsModule], providers: [StockAlertsProcessor] })
export class StockAlertsWorkerModule {}
