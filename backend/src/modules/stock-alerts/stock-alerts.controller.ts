import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type {
  StockAlertChannelsView,
  StockAlertConfirmation,
  StockAlertDemand,
  StockAlertResult,
  StockAlertSettingsView,
} from '@kedai/contracts';
import { AdminOnly, CurrentPrincipal } from '../../core/security/auth.decorators';
import type { Principal } from '../../core/security/principal';
import { Actor, type StaffActor } from '../audit';
import { StockAlertConfirmDto, StockAlertRequestDto, StockAlertSettingsDto } from './dto/stock-alert.dto';
import { StockAlertsService } from './stock-alerts.service';

/** "Notify me" on an out-of-stock product, and the confirmation link (anyone; rate-limited). */
@ApiTags('stock alerts')
@Controller('stock-alerts')
@UseGuards(ThrottlerGuard)
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  /** Whether the form offers WhatsApp (the channel set up and both templates named). */
  @Get('channels')
  channels(): Promise<StockAlertChannelsView> {
    return this.alerts.channels();
  }

  @Post()
  @HttpCode(202)
  subscribe(
    @CurrentPrincipal() principal: Principal | null,
    @Body() body: StockAlertRequestDto,
  ): Promise<StockAlertResult> {
    return this.alerts.subscribe(principal, body);
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: StockAlertConfirmDto): Promise<StockAlertConfirmation> {
    return this.alerts.confirm(body.token);
  }
}

/** The waiting demand per product and the seller's margin (Product Management; admins). */
@ApiTags('admin stock alerts')
@AdminOnly()
@Controller('admin/stock-alerts')
export class AdminStockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Get('demand')
  demand(): Promise<StockAlertDemand[]> {
    return this.alerts.demand();
  }

  @Get('settings')
  settings(): Promise<StockAlertSettingsView> {
    return this.alerts.settings();
  }

  @Put('settings')
  updateSettings(@Actor() actor: StaffActor, @Body() body: StockAlertSettingsDto): Promise<StockAlertSettingsView> {
    return this.alerts.updateSettings(actor, body);
  }
}
