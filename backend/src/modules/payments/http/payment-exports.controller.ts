import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { streamCsv } from '../../../core/format/csv';
import { Actor, AuditService, type StaffActor } from '../../audit';
import { ReceiptFilterQuery } from '../dto/admin-receipts.dto';
import { PAYMENT_CSV_HEADER, PaymentExportsService } from '../services/payment-exports.service';

/** The payments desk's CSV download, streamed by the server. Admin only (the global guard). */
@ApiTags('admin exports')
@Controller('admin/exports')
export class PaymentExportsController {
  constructor(
    private readonly exports: PaymentExportsService,
    private readonly audit: AuditService,
  ) {}

  @Get('payment-receipts.csv')
  @ApiProduces('text/csv')
  async payments(@Actor() actor: StaffActor, @Query() query: ReceiptFilterQuery, @Res() res: Response): Promise<void> {
    await this.audit.recordAlone(
      actor,
      'export.downloaded',
      { type: 'export', id: 'payment_receipts.csv' },
      { filter: query },
    );
    return streamCsv(res, 'payment_receipts.csv', PAYMENT_CSV_HEADER, this.exports.paymentRows(query));
  }
}
