import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { workerProviders } from '../../core/queue/role';
import { GuideConfigsModule } from '../guide-configs/guide-configs.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { CodePoolService } from './code-pool.service';
import { ActivationCode } from './entities/activation-code.entity';
import { CodePoolSetting } from './entities/code-pool-setting.entity';
import { RentalAccount } from './entities/rental-account.entity';
import { Rental } from './entities/rental.entity';
import { FulfilmentProcessor } from './fulfilment.processor';
import { FulfilmentService } from './fulfilment.service';
import { MaintenanceProcessor } from './maintenance.processor';
import { OrderGuideController } from './order-guide.controller';
import { OrderGuideService } from './order-guide.service';
import { CodePoolsController, RentalAccountsController } from './pools.controller';
import { RentalAccountsService } from './rental-accounts.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ActivationCode, CodePoolSetting, RentalAccount, Rental]),
    OrdersModule,
    GuideConfigsModule,
  ],
  controllers: [AdminOrdersController, CodePoolsController, RentalAccountsController, OrderGuideController],
  providers: [
    AdminOrdersService,
    CodePoolService,
    RentalAccountsService,
    FulfilmentService,
    OrderGuideService,
    ...workerProviders(FulfilmentProcessor, MaintenanceProcessor),
  ],
  exports: [FulfilmentService, CodePoolService, RentalAccountsService],
})
export class FulfilmentModule {}
