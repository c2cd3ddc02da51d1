import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit';
import { CatalogModule } from '../../catalog';
import { ChatModule } from '../../chat';
import { CheckoutModule } from '../../checkout';
import { OrdersModule } from '../../orders';
import { PaymentsModule } from '../../payments';
import { PushModule } from '../../push';
import { StockAlertsModule } from '../../stock-alerts';
import { UsersModule } from '../../users';
import { WhatsappModule } from '../../whatsapp';
import { DataRequest } from '../entities/data-request.entity';
import { PrivacySettings } from '../entities/privacy-settings.entity';
import { ErasureSignInListener } from './listeners/erasure-sign-in.listener';
import { DataErasureRunner } from './services/data-erasure.runner';
import { DataExportFiles } from './services/data-export-files';
import { DataRequestLanguage } from './services/data-request-language';
import { DataExportRunner } from './services/data-export.runner';
import { DataRequestsService } from './services/data-requests.service';
import { PrivacyPersonalData } from './services/privacy-personal-data';

/**
 * The customer's data rights: requests, their runners and privacy's own part. It imports every module that
 * registers a PersonalData part (auth's is global), so each process that runs an export or an erasure has all of
 * them. Not part of privacy's public face (auth and checkout import that), so these imports make no cycle.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DataRequest, PrivacySettings]),
    AuditModule,
    CatalogModule,
    ChatModule,
    CheckoutModule,
    OrdersModule,
    PaymentsModule,
    PushModule,
    StockAlertsModule,
    UsersModule,
    WhatsappModule,
  ],
  providers: [
    DataRequestsService,
    DataExportRunner,
    DataExportFiles,
    DataErasureRunner,
    DataRequestLanguage,
    PrivacyPersonalData,
    ErasureSignInListener,
  ],
  exports: [DataRequestsService, DataExportRunner, DataErasureRunner],
})
export class DataRequestsModule {}
