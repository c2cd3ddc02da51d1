import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { GatewaySettingsInput, GatewaySettingsView, LedgerList, LedgerQuery } from '@kedai/contracts';
import { streamCsv } from '../../../core/format/csv';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { GatewaySettingsService } from '../services/gateway-settings.service';
import { LEDGER_CSV_HEADER, LedgerService } from '../ledger/ledger.service';

/** The admin Payments screen (ledger, CSV) and the gateway settings: admins only. */
@ApiTags('admin-payments')
@AdminOnly()
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly gateways: GatewaySettingsService,
  ) {}

  @Get('ledger')
  list(@Query() query: LedgerQuery): Promise<LedgerList> {
    return this.ledger.list(query);
  }

  @Get('ledger.csv')
  async csv(@Query() query: LedgerQuery, @Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await streamCsv(response, `payments-${day}.csv`, LEDGER_CSV_HEADER, this.ledger.csvBatches(query));
  }

  @Get('settings')
  settings(): Promise<GatewaySettingsView> {
    return this.gateways.view();
  }

  @Put('settings')
  update(@Body() body: GatewaySettingsInput): Promise<GatewaySettingsView> {
    return this.gateways.update(body);
  }
}
