import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { GuideConfigsModule } from '../guide-configs';
import { OrdersModule } from '../orders';
import { BackorderFiller } from './services/backorder-filler.service';
import { CodeBurnService } from './services/code-burn.service';
import { CodePoolService } from './services/code-pool.service';
import { CodePoolLevels } from './read/code-pool-levels.read-model';
import { DeliveriesReadModule } from './deliveries-read.module';
import { ActivationCode } from './entities/activation-code.entity';
import { CodePoolSetting } from './entities/code-pool-setting.entity';
import { RentalAccount } from './entities/rental-account.entity';
import { Rental } from './entities/rental.entity';
import { FulfilmentMailer } from './services/fulfilment-mailer';
import { FulfilmentService } from './services/fulfilment.service';
import { OrderDeliveryService } from './services/order-delivery.service';
import { OrderGuideService } from './services/order-guide.service';
import { SweeperService } from './services/sweeper.service';
import { RentalCredentialsRetention } from './services/rental-credentials-retention';
import { RentalAccountsService } from './services/rental-accounts.service';
import { RentalMails } from './services/rental-mails';
import { FulfilmentAnnouncer } from './listeners/fulfilment-announcer';
import { RentalReminders } from './services/rental-reminders.service';

@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([ActivationCode, CodePoolSetting, RentalAccount, Rental]),
    OrdersModule,
    CatalogModule,
    GuideConfigsModule,
    DeliveriesReadModule,
  ],
  providers: [
    RentalCredentialsRetention,
    CodePoolService,
    CodePoolLevels,
    RentalAccountsService,
    RentalMails,
    RentalReminders,
    OrderDeliveryService,
    FulfilmentMailer,
    FulfilmentService,
    FulfilmentAnnouncer,
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
    CodePoolLevels,
    RentalAccountsService,
    OrderGuideService,
    OrdersModule,
  ],
})
export class FulfilmentModule {}
