import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { CustomerHistoryView, EmailProofView, GuestOrderView, MaskedCustomerHistoryView } from '@kedai/contracts';
import { EmailCodeConfirmDto, EmailCodeRequestDto } from '../dto/email-lookup.dto';
import { EmailProofService } from '../services/email-proof.service';
import { OrderLookupService } from '../services/order-lookup.service';

/** A guest's order lookups: by order id, and by e-mail once the address is proven with a code. */
@ApiTags('orders')
@Controller('orders')
export class OrderLookupController {
  constructor(
    private readonly lookup: OrderLookupService,
    private readonly proofs: EmailProofService,
  ) {}

  @Get('redeem/:orderId')
  redeem(@Ip() address: string, @Param('orderId') orderId: string): Promise<GuestOrderView> {
    return this.lookup.byOrderId(address, orderId);
  }

  @Post('customer/verify')
  @HttpCode(200)
  sendCode(@Ip() address: string, @Body() body: EmailCodeRequestDto): Promise<{ message: string }> {
    return this.proofs.sendCode(address, body.email, body.language);
  }

  @Post('customer/verify/confirm')
  @HttpCode(200)
  confirmCode(@Ip() address: string, @Body() body: EmailCodeConfirmDto): Promise<EmailProofView> {
    return this.proofs.confirmCode(address, body.email, body.code);
  }

  @Get('customer/:email')
  @ApiHeader({ name: 'X-Email-Proof', required: false, description: 'Token from customer/verify/confirm' })
  byEmail(
    @Ip() address: string,
    @Param('email') email: string,
    @Headers('x-email-proof') proof: string | undefined,
  ): Promise<CustomerHistoryView | MaskedCustomerHistoryView> {
    return this.lookup.byEmail(address, email, proof);
  }
}
