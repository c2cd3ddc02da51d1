import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SalesReport, SupportReport } from '@kedai/contracts';
import { streamCsv } from '../../../core/format/csv';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, AuditService, type StaffActor } from '../../audit';
import {
  ReportsService,
  SALES_CSV_HEADER,
  salesCsvRows,
  SUPPORT_CSV_HEADER,
  supportCsvRows,
  type ReportQuery,
} from '../reports.service';

/** The admin reports: admins only (agents are refused on the server). */
@ApiTags('admin: reports')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly audit: AuditService,
  ) {}

  /** ?from=2026-11-01&to=2026-11-30&granularity=day|week|month (days on the shop's clock, both included). */
  @Get('sales')
  sales(@Query() query: ReportQuery): Promise<SalesReport> {
    return this.reports.sales(query);
  }

  /** The same series as CSV (the injection-safe writer); the download is audited like every export. */
  @Get('sales.csv')
  async salesCsv(@Actor() actor: StaffActor, @Query() query: ReportQuery, @Res() response: Response): Promise<void> {
    const report = await this.reports.sales(query);
    await this.audit.recordAlone(actor, 'export.downloaded', { type: 'export', id: 'sales-report.csv' }, { query });
    const name = `sales-${report.current.period.from}-to-${report.current.period.to}.csv`;
    await streamCsv(
      response,
      name,
      SALES_CSV_HEADER,
      (async function* () {
        yield salesCsvRows(report);
      })(),
    );
  }

  /** Conversations, first response and resolution (median, p90), ratings, auto-replies, the week × hour map. */
  @Get('support')
  support(@Query() query: ReportQuery): Promise<SupportReport> {
    return this.reports.supportReport(query);
  }

  /** The support report as CSV, audited like every export. */
  @Get('support.csv')
  async supportCsv(@Actor() actor: StaffActor, @Query() query: ReportQuery, @Res() response: Response): Promise<void> {
    const report = await this.reports.supportReport(query);
    await this.audit.recordAlone(actor, 'export.downloaded', { type: 'export', id: 'support-report.csv' }, { query });
    const name = `support-${report.current.period.from}-to-${report.current.period.to}.csv`;
    await streamCsv(
      response,
      name,
      SUPPORT_CSV_HEADER,
      (async function* () {
        yield supportCsvRows(report);
      })(),
    );
  }
}
