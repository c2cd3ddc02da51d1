import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditRetention } from './audit-retention';
import { AuditService } from './audit.service';
import { AuditReadModel } from './audit.read-model';
import { AuditEntry } from './entities/audit-entry.entity';
import { AuditSettings } from './entities/audit-settings.entity';

/**
 * The staff audit log: every module writes its entries through AuditService, in its own transaction. Global, so
 * a module's controllers (which build the StaffActor and may log a download) have it without importing it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry, AuditSettings])],
  providers: [AuditService, AuditReadModel, AuditRetention],
  exports: [AuditService, AuditReadModel, AuditRetention],
})
export class AuditModule {}
