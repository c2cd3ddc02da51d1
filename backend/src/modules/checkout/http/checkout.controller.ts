import { Body, Controller, HttpCode, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CartCheck, CreateOrderResult, OrderQuote, OrderView } from '@kedai/contracts';
import { CurrentPrincipal } from '../../../core/security/auth.decorators';
import type { Principal } from '../../../core/security/principal';
import { CheckoutService } from '../services/checkout.service';
import { OrderQuoteDto } from '../dto/order-data.dto';
import { OrderQuoteService } from '../services/order-quote.service';
import { PlaceOrderService } from '../services/place-order.service';
import { CartVisits } from '../services/cart-visits';
import { cartIdFromCookies, newCartCookie } from '../rules/cart-cookie';
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
    private readonly visits: CartVisits,
  ) {}

  /** The browser's cart id (a new one in a cookie when it has none), its check recorded (abandoned carts). */
  private async recordCheck(request: Request, response: Response): Promise<void> {
    let cartId = cartIdFromCookies(request.headers.cookie);
    if (!cartId) {
      const cookie = newCartCookie(request.secure);
      response.append('Set-Cookie', cookie.header);
      cartId = cookie.cartId;
    }
    await this.visits.checked(cartId);
  }

  /** What the server would charge now: lines, prices, total and the minimum order amount. */
  @Post('quote')
  @HttpCode(200)
  async quoteOrder(
    @CurrentPrincipal() principal: Principal | null,
    @Body() body: OrderQuoteDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderQuote> {
    const quote = await this.quotes.quote(body, principal?.kind === 'user' ? principal.userId : null);
    await this.recordCheck(request, response);
    return quote;
  }

  /** The cart against the catalogue now: price, stock and problems per line, and the minimum order. */
  @Post('cart-check')
  @HttpCode(200)
  async checkCart(
    @Body() body: OrderQuoteDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartCheck> {
    const check = await this.quotes.check(body);
    await this.recordCheck(request, response);
    return check;
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
    @Req() request: Request,
  ): Promise<CreateOrderResult> {
    // A gateway method (card, fpx, grabpay) answers with the provider's page to send the browser to.
    return this.placing.create(principal, receipt, orderData, cartIdFromCookies(request.headers.cookie));
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
