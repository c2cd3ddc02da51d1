import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditModule } from './audit.module';

/** The audit log's REST endpoints (/api/admin/audit). */
@Module({ imports: [AuditModule], controllers: [AuditController] })
export class AuditHttpModule {}
