import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { ProblemReportsModule } from '../problem-reports';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [OrdersModule, CatalogModule, FulfilmentModule, ProblemReportsModule],
  providers: [DashboardService],
  exports: [DashboardService],
})
export class DashboardModule {}
