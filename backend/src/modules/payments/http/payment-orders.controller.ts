import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { GatewayMethodsInfo, OrderPaymentState, RestartPaymentRequest } from '@kedai/contracts';
import { CurrentPrincipal } from '../../../core/security/auth.decorators';
import type { Principal } from '../../../core/security/principal';
import { GatewayPaymentsService } from '../services/gateway-payments.service';
import { GatewaySettingsService } from '../services/gateway-settings.service';

/** What checkout and the confirmation page ask about online payments. */
@ApiTags('payments')
@Controller('payments')
export class PaymentOrdersController {
  constructor(
    private readonly payments: GatewayPaymentsService,
    private readonly gateways: GatewaySettingsService,
  ) {}

  @Get('methods')
  methods(): Promise<GatewayMethodsInfo> {
    return this.gateways.methods();
  }

  @Get('orders/:orderId')
  state(
    @CurrentPrincipal() principal: Principal | null,
    @Param('orderId') orderId: string,
    @Query('token') token: string | undefined,
  ): Promise<OrderPaymentState> {
    return this.payments.state(orderId, principal, token);
  }

  @Post('orders/:orderId/restart')
  @HttpCode(200)
  restart(
    @CurrentPrincipal() principal: Principal | null,
    @Param('orderId') orderId: string,
    @Body() body: RestartPaymentRequest,
  ): Promise<OrderPaymentState> {
    return this.payments.restart(orderId, principal, typeof body?.token === 'string' ? body.token : undefined);
  }
}
