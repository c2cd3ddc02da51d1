import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { OrdersModule } from '../orders';
import { DashboardService } from './dashboard.service';

@Module({ imports: [OrdersModule, CatalogModule], providers: [DashboardService], exports: [DashboardService] })
export class DashboardModule {}
