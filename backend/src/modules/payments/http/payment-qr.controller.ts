import { Body, Controller, Get, Put, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PaymentQrUpdated } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { MAX_QR_BYTES, PAYMENT_QR_SIZE_MESSAGE, PaymentQrService } from '../services/payment-qr.service';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';

@ApiTags('payment')
@Controller('payment')
export class PaymentQrController {
  constructor(private readonly qr: PaymentQrService) {}

  @Get('qr')
  async current(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const image = await this.qr.current();
    res.setHeader('Cache-Control', 'no-cache');
    return new StreamableFile(image.content, { type: image.mimeType, length: image.content.length });
  }
}

/** Settings → Payment Methods: the checkout QR image and its e-wallet label. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/payment')
export class AdminPaymentQrController {
  constructor(private readonly qr: PaymentQrService) {}

  @Get('qr')
  details(): Promise<PaymentQrUpdated> {
    return this.qr.details();
  }

  @Put('qr')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        image: { type: 'string', format: 'binary', description: 'JPEG or PNG under 2 MB (optional)' },
        label: { type: 'string', description: "The e-wallet's name shown at checkout (optional)" },
      },
    },
  })
  @UseInterceptors(
    new TooLargeMessageInterceptor(PAYMENT_QR_SIZE_MESSAGE),
    FileInterceptor('image', uploadLimits(MAX_QR_BYTES)),
  )
  replace(
    @UploadedFile() image: UploadedBinary | undefined,
    @Body() body: { label?: unknown } | undefined,
  ): Promise<PaymentQrUpdated> {
    return this.qr.replace(image?.buffer, body?.label);
  }
}
