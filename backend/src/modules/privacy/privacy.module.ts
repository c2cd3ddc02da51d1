import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { ChatModule } from '../chat';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PrivacySettings } from './entities/privacy-settings.entity';
import { RetentionService } from './services/retention.service';

/**
 * The customer's data rights (PDPA) and data retention. Retention runs the RetentionPurges the modules register,
 * so the modules that own purgeable data are imported here: each process that runs retention has all of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PrivacySettings]), AuditModule, ChatModule, FulfilmentModule, OrdersModule],
  providers: [RetentionService],
  exports: [RetentionService],
})
export class PrivacyModule {}
