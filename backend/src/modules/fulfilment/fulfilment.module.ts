import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { GuideConfigsModule } from '../guide-configs/guide-configs.module';
import { OrdersModule } from '../orders/orders.module';
import { BackorderFiller } from './backorder-filler.service';
import { CodeBurnService } from './code-burn.service';
import { CodePoolService } from './code-pool.service';
import { DeliveriesReadModule } from './deliveries-read.module';
import { ActivationCode } from './entities/activation-code.entity';
import { CodePoolSetting } from './entities/code-pool-setting.entity';
import { RentalAccount } from './entities/rental-account.entity';
import { Rental } from './entities/rental.entity';
import { FulfilmentMailer } from './fulfilment-mailer';
import { FulfilmentService } from './fulfilment.service';
import { OrderDeliveryService } from './order-delivery.service';
import { OrderGuideService } from './order-guide.service';
import { SweeperService } from './sweeper.service';
import { RentalAccountsService } from './rental-accounts.service';
import { RentalMails } from './rental-mails';
import { RentalReminders } from './rental-reminders.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ActivationCode, CodePoolSetting, RentalAccount, Rental]),
    OrdersModule,
    CatalogModule,
    GuideConfigsModule,
    DeliveriesReadModule,
  ],
  providers: [
    CodePoolService,
    RentalAccountsService,
    RentalMails,
    RentalReminders,
    OrderDeliveryService,
    FulfilmentMailer,
    FulfilmentService,
    OrderGuideService,
    SweeperService,
    BackorderFiller,
    CodeBurnService,
  ],
  exports: [
    SweeperService,
    FulfilmentService,
    BackorderFiller,
    CodeBurnService,
    CodePoolService,
    RentalAccountsService,
    OrderGuideService,
    OrdersModule,
  ],
})
export class FulfilmentModule {}
