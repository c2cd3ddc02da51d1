import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { CatalogModule } from '../catalog';
import { ChatModule } from '../chat';
import { DeliveriesReadModule, FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { PROBLEM_REPORT_ENTITIES, ProblemReportsService } from './problem-reports.service';

@Module({
  imports: [
    AuditModule,
    CatalogModule,
    ChatModule,
    DeliveriesReadModule,
    FulfilmentModule,
    OrdersModule,
    PaymentsModule,
    TypeOrmModule.forFeature(PROBLEM_REPORT_ENTITIES),
  ],
  providers: [ProblemReportsService],
  exports: [ProblemReportsService],
})
export class ProblemReportsModule {}
