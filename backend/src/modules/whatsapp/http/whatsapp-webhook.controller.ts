import { Controller, Get, Header, Headers, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '../../../core/http/json-body';
import { Public } from '../../../core/security/auth.decorators';
import { WhatsappInbound } from '../services/whatsapp-inbound.service';

/** Meta's WhatsApp webhook (docs/channels.md): no session, the verify token and the signature are the proof. */
@ApiExcludeController()
@Controller('channels/whatsapp')
export class WhatsappWebhookController {
  constructor(private readonly inbound: WhatsappInbound) {}

  @Public()
  @Get('webhook')
  // The challenge is echoed as plain text, never as HTML.
  @Header('Content-Type', 'text/plain; charset=utf-8')
  verify(
    @Query('hub.mode') mode: unknown,
    @Query('hub.verify_token') token: unknown,
    @Query('hub.challenge') challenge: unknown,
  ): Promise<string> {
    return this.inbound.verifySubscription(mode, token, challenge);
  }

  @Public()
  @Post('webhook')
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest, @Headers('x-hub-signature-256') signature: string | undefined) {
    return this.inbound.receive(request.rawBody, signature);
  }
}
