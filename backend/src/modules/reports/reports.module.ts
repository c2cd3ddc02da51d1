import { Module } from '@nestjs/common';
import { ChatModule } from '../chat';
import { CheckoutModule } from '../checkout';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { ReportsService } from './reports.service';

/** Sales and support reports, read through the owning modules' read models; no tables of its own. */
@Module({
  imports: [ChatModule, CheckoutModule, OrdersModule, PaymentsModule],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
