import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Ip,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiHeader, ApiTags } from '@nestjs/swagger';
import type {
  CreateOrderResult,
  CustomerHistoryView,
  EmailProofView,
  GuestOrderView,
  MaskedCustomerHistoryView,
  CartCheck,
  OrderQuote,
  OrderView,
} from '@kedai/contracts';
import { CurrentPrincipal } from '../../core/security/auth.decorators';
import type { Principal } from '../../core/security/principal';
import { CheckoutService } from './checkout.service';
import { OrderQuoteDto } from './dto/order-data.dto';
import { OrderQuoteService } from './order-quote.service';
import { EmailCodeConfirmDto, EmailCodeRequestDto } from './dto/email-lookup.dto';
import { MAX_RECEIPT_BYTES, RECEIPT_MESSAGES } from './order.constants';
import { EmailProofService } from './email-proof.service';
import { OrderLookupService } from './order-lookup.service';
import { GatewayPaymentsService } from '../payments/gateway-payments.service';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../core/http/uploaded-file';

const receiptBody = {
  schema: {
    type: 'object',
    properties: {
      receipt: { type: 'string', format: 'binary' },
      orderData: { type: 'string', description: 'JSON' },
    },
  },
};

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly quotes: OrderQuoteService,
    private readonly lookup: OrderLookupService,
    private readonly proofs: EmailProofService,
    private readonly gatewayPayments: GatewayPaymentsService,
  ) {}

  /** What the server would charge now: lines, prices, total and the minimum order amount. */
  @Post('quote')
  @HttpCode(200)
  quoteOrder(@Body() body: OrderQuoteDto): Promise<OrderQuote> {
    return this.quotes.quote(body);
  }

  /** The cart against the catalogue now: price, stock and problems per line, and the minimum order. */
  @Post('cart-check')
  @HttpCode(200)
  checkCart(@Body() body: OrderQuoteDto): Promise<CartCheck> {
    return this.quotes.check(body);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody(receiptBody)
  @UseInterceptors(
    new TooLargeMessageInterceptor(RECEIPT_MESSAGES.tooLarge),
    FileInterceptor('receipt', uploadLimits(MAX_RECEIPT_BYTES)),
  )
  create(
    @CurrentPrincipal() principal: Principal | null,
    @UploadedFile() receipt: UploadedBinary | undefined,
    @Body('orderData') orderData: unknown,
  ): Promise<CreateOrderResult> {
    // A gateway method (card, fpx, grabpay) answers with the provider's page to send the browser to.
    return this.gatewayPayments.createOrder(principal, receipt, orderData);
  }

  @Post('confirm-payment')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(receiptBody)
  @UseInterceptors(
    new TooLargeMessageInterceptor(RECEIPT_MESSAGES.tooLarge),
    FileInterceptor('receipt', uploadLimits(MAX_RECEIPT_BYTES)),
  )
  confirmPayment(
    @CurrentPrincipal() principal: Principal | null,
    @UploadedFile() receipt: UploadedBinary | undefined,
    @Body('orderData') orderData: unknown,
  ): Promise<OrderView> {
    return this.checkout.confirmPayment(principal, receipt, orderData);
  }

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
