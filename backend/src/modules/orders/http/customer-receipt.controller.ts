import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OrderReceiptDocument } from '@kedai/contracts';
import { CurrentPrincipal } from '../../../core/security/auth.decorators';
import type { Principal } from '../../../core/security/principal';
import { renderReceiptPdf } from '../services/customer-receipt-pdf';
import { CustomerReceiptService } from '../services/customer-receipt.service';

const tokenQuery = { name: 'token', required: false, description: "The order's access token (guests)" };

/** The customer's receipt: the order's owner (signed in) or the order's access token. */
@ApiTags('orders')
@Controller('orders/:orderId')
export class CustomerReceiptController {
  constructor(private readonly receipts: CustomerReceiptService) {}

  @Get('receipt')
  @ApiQuery(tokenQuery)
  @Header('Cache-Control', 'no-store')
  receipt(
    @CurrentPrincipal() principal: Principal | null,
    @Param('orderId') orderId: string,
    @Query('token') token: string | undefined,
  ): Promise<OrderReceiptDocument> {
    return this.receipts.find(principal, orderId, token);
  }

  @Get('receipt.pdf')
  @ApiQuery(tokenQuery)
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(
    @CurrentPrincipal() principal: Principal | null,
    @Param('orderId') orderId: string,
    @Query('token') token: string | undefined,
  ): Promise<StreamableFile> {
    const receipt = await this.receipts.find(principal, orderId, token);
    return new StreamableFile(await renderReceiptPdf(receipt), {
      type: 'application/pdf',
      disposition: `attachment; filename="receipt-${receipt.orderId}.pdf"`,
    });
  }
}
