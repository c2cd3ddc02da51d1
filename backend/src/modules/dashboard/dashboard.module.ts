import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [OrdersModule, CatalogModule, FulfilmentModule],
  providers: [DashboardService],
  exports: [DashboardService],
})
export class DashboardModule {}
