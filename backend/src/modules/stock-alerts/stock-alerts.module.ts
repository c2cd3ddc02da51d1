import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { CatalogModule } from '../catalog';
import { WhatsappModule } from '../whatsapp';
import { STOCK_ALERT_ENTITIES, StockAlertsService } from './stock-alerts.service';
import { StockAlertsPersonalData } from './stock-alerts-personal-data';

@Module({
  imports: [AuditModule, CatalogModule, WhatsappModule, TypeOrmModule.forFeature(STOCK_ALERT_ENTITIES)],
  providers: [StockAlertsPersonalData, StockAlertsService],
  exports: [StockAlertsService],
})
export class StockAlertsModule {}
