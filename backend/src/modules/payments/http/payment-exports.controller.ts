import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { streamCsv } from '../../../core/format/csv';
import { ReceiptFilterQuery } from '../dto/admin-receipts.dto';
import { PAYMENT_CSV_HEADER, PaymentExportsService } from '../services/payment-exports.service';

/** The payments desk's CSV download, streamed by the server. Admin only (the global guard). */
@ApiTags('admin exports')
@Controller('admin/exports')
export class PaymentExportsController {
  constructor(private readonly exports: PaymentExportsService) {}

  @Get('payment-receipts.csv')
  @ApiProduces('text/csv')
  payments(@Query() query: ReceiptFilterQuery, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'payment_receipts.csv', PAYMENT_CSV_HEADER, this.exports.paymentRows(query));
  }
}
