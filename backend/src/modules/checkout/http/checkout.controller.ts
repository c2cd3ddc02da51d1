import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CartCheck, CreateOrderResult, OrderQuote, OrderView } from '@kedai/contracts';
import { CurrentPrincipal } from '../../../core/security/auth.decorators';
import type { Principal } from '../../../core/security/principal';
import { CheckoutService } from '../services/checkout.service';
import { OrderQuoteDto } from '../dto/order-data.dto';
import { OrderQuoteService } from '../services/order-quote.service';
import { PlaceOrderService } from '../services/place-order.service';
import { MAX_RECEIPT_BYTES, RECEIPT_MESSAGES } from '../../orders';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';

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
/** Checkout: the quote, the cart check, placing an order and paying for it (the receipt upload). */
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly quotes: OrderQuoteService,
    private readonly placing: PlaceOrderService,
  ) {}

  /** What the server would charge now: lines, prices, total and the minimum order amount. */
  @Post('quote')
  @HttpCode(200)
  quoteOrder(@CurrentPrincipal() principal: Principal | null, @Body() body: OrderQuoteDto): Promise<OrderQuote> {
    return this.quotes.quote(body, principal?.kind === 'user' ? principal.userId : null);
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
    return this.placing.create(principal, receipt, orderData);
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
}
