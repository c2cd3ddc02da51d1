import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AdminOrderPayments,
  GatewaySettingsInput,
  GatewaySettingsView,
  LedgerList,
  LedgerQuery,
  RefundRequest,
  RefundResult,
} from '@kedai/contracts';
import { streamCsv } from '../../../core/format/csv';
import { AdminOnly, StaffOnly } from '../../../core/security/auth.decorators';
import { Actor, AuditService, type StaffActor } from '../../audit';
import { RefundsService } from '../services/refunds.service';
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
    private readonly refunds: RefundsService,
    private readonly audit: AuditService,
  ) {}

  /** The order details' payment panel: ledger rows, payment events, refunded amounts per line (staff). */
  @StaffOnly()
  @Get('orders/:orderId')
  orderPayments(@Param('orderId') orderId: string): Promise<AdminOrderPayments> {
    return this.refunds.summary(orderId);
  }

  /** Refunds the whole order (no lines) or chosen lines; admins only; the admin is recorded. */
  @Post('orders/:orderId/refund')
  @HttpCode(200)
  refund(
    @Actor() admin: StaffActor,
    @Param('orderId') orderId: string,
    @Body() body: RefundRequest,
  ): Promise<RefundResult> {
    return this.refunds.refund(admin, orderId, body);
  }

  @Get('ledger')
  list(@Query() query: LedgerQuery): Promise<LedgerList> {
    return this.ledger.list(query);
  }

  @Get('ledger.csv')
  async csv(@Actor() actor: StaffActor, @Query() query: LedgerQuery, @Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await this.audit.recordAlone(actor, 'export.downloaded', { type: 'export', id: 'payments.csv' }, { filter: query });
    await streamCsv(response, `payments-${day}.csv`, LEDGER_CSV_HEADER, this.ledger.csvBatches(query));
  }

  @Get('settings')
  settings(): Promise<GatewaySettingsView> {
    return this.gateways.view();
  }

  @Put('settings')
  update(@Actor() actor: StaffActor, @Body() body: GatewaySettingsInput): Promise<GatewaySettingsView> {
    return this.gateways.update(actor, body);
  }
}
