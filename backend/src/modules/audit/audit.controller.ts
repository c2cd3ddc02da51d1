import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuditListView, AuditSettingsView } from '@kedai/contracts';
import { streamCsv } from '../../core/format/csv';
import { AdminOnly } from '../../core/security/auth.decorators';
import { AuditService } from './audit.service';
import { AUDIT_CSV_HEADER, AuditReadModel } from './audit.read-model';
import { AuditRetention } from './audit-retention';
import { AuditFilterQuery, AuditSettingsDto } from './dto/audit.dto';
import { Actor, type StaffActor } from './staff-actor';

/** The audit log (admins only): read, filtered, exported; no route changes or removes an entry. */
@ApiTags('admin audit')
@AdminOnly()
@Controller('admin/audit')
export class AuditController {
  constructor(
    private readonly reader: AuditReadModel,
    private readonly audit: AuditService,
    private readonly retention: AuditRetention,
  ) {}

  @Get()
  list(@Query() query: AuditFilterQuery): Promise<AuditListView> {
    return this.reader.list(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  async export(@Actor() actor: StaffActor, @Query() query: AuditFilterQuery, @Res() res: Response): Promise<void> {
    this.reader.assertFilter(query);
    await this.audit.recordAlone(
      actor,
      'export.downloaded',
      { type: 'export', id: 'audit_log.csv' },
      { filter: query },
    );
    await streamCsv(res, 'audit_log.csv', AUDIT_CSV_HEADER, this.reader.csvRows(query));
  }

  @Get('settings')
  settings(): Promise<AuditSettingsView> {
    return this.retention.settings();
  }

  @Put('settings')
  updateSettings(@Actor() actor: StaffActor, @Body() body: AuditSettingsDto): Promise<AuditSettingsView> {
    return this.retention.updateSettings(actor, body);
  }
}
