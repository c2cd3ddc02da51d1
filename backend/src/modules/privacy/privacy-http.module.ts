import { Module } from '@nestjs/common';
import { DataRequestsModule } from './data-requests/data-requests.module';
import { AccountDataController } from './data-requests/http/account-data.controller';
import { AdminDataRequestsController } from './data-requests/http/admin-data-requests.controller';
import { PublicDataController } from './data-requests/http/public-data.controller';
import { AdminRetentionController } from './http/admin-retention.controller';
import { OrdersModule } from '../orders';
import { PrivacyModule } from './privacy.module';

/** The privacy module's routes: data retention, and the customer's data requests. */
@Module({
  imports: [PrivacyModule, DataRequestsModule, OrdersModule],
  controllers: [AdminRetentionController, AccountDataController, PublicDataController, AdminDataRequestsController],
})
export class PrivacyHttpModule {}
