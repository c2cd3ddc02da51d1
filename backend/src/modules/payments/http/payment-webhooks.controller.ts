import { Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { PAYMENT_PROVIDERS } from '@kedai/contracts';
import type { PaymentProviderName } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { RawBodyRequest } from '../../../core/http/json-body';
import { Public } from '../../../core/security/auth.decorators';
import { PaymentWebhooksService } from '../webhooks/payment-webhooks.service';

/** Providers' callbacks and the Billplz return: no session, the signature is the proof (docs/payments.md). */
@ApiExcludeController()
@Controller('payments')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Public()
  @Post('webhooks/:provider')
  @HttpCode(200)
  receive(
    @Param('provider') provider: string,
    @Req() request: RawBodyRequest,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ) {
    if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
      throw new ApiError(404, 'provider_not_found', 'Unknown payment provider');
    }
    return this.webhooks.receive(provider as PaymentProviderName, request.rawBody, headers);
  }

  @Public()
  @Get('return/billplz')
  async billplzReturn(@Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    response.redirect(303, await this.webhooks.billplzReturn(query));
  }
}
