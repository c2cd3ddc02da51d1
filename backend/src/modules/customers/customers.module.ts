import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { ChatModule } from '../chat';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { UsersModule } from '../users';
import { CustomerNote } from './entities/customer-note.entity';
import { CustomerDirectoryService } from './services/customer-directory.service';
import { CustomersPersonalData } from './customers-personal-data';

/**
 * The customer directory (docs/product/admin.md#customers): composed of the read models of orders, payments, chat and
 * users; owns only `customer_notes`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CustomerNote]),
    AuditModule,
    ChatModule,
    OrdersModule,
    PaymentsModule,
    UsersModule,
  ],
  providers: [CustomerDirectoryService, CustomersPersonalData],
  exports: [CustomerDirectoryService],
})
export class CustomersModule {}
