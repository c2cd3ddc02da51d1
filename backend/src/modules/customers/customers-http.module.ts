import { Module } from '@nestjs/common';
import { CustomersModule } from './customers.module';
import { CustomersController } from './http/customers.controller';

/** GET /api/admin/customers, a customer's page, their notes and the CSV. */
@Module({
  imports: [CustomersModule],
  controllers: [CustomersController],
})
export class CustomersHttpModule {}
