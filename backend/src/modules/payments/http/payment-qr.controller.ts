import { Body, Controller, Get, Param, Put, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ManualMethodDetailsView, PaymentQrUpdated } from '@kedai/contracts';
import { ManualMethodsService } from '../services/manual-methods.service';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { MAX_QR_BYTES, PAYMENT_QR_SIZE_MESSAGE, PaymentQrService } from '../services/payment-qr.service';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';
import { Actor, type StaffActor } from '../../audit';

@ApiTags('payment')
@Controller('payment')
export class PaymentQrController {
  constructor(
    private readonly qr: PaymentQrService,
    private readonly methods: ManualMethodsService,
  ) {}

  @Get('qr')
  async current(@Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const image = await this.qr.current();
    res.setHeader('Cache-Control', 'no-cache');
    return new StreamableFile(image.content, { type: image.mimeType, length: image.content.length });
  }

  /** One manual method's QR image, as checkout shows it when the shopper chooses that method. */
  @Get('methods/:key/qr')
  async methodQr(@Param('key') key: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const image = await this.methods.qr(key);
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
  constructor(
    private readonly qr: PaymentQrService,
    private readonly methods: ManualMethodsService,
  ) {}

  /** Every manual method: on or off, label, QR, account details and instructions. */
  @Get('methods')
  manualMethods(): Promise<ManualMethodDetailsView[]> {
    return this.methods.all();
  }

  @Put('methods/:key')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        image: { type: 'string', format: 'binary', description: 'The QR: JPEG or PNG under 2 MB (optional)' },
        removeImage: { type: 'string', enum: ['true', 'false'], description: "'true' removes the method's QR" },
        label: { type: 'string', description: 'The name checkout shows (1-60 characters)' },
        accountDetails: { type: 'string', description: 'Bank, account name and number, DuitNow ID… (up to 500)' },
        instructions: { type: 'string', description: 'How to pay, shown under the QR (up to 1000)' },
      },
    },
  })
  @UseInterceptors(
    new TooLargeMessageInterceptor(PAYMENT_QR_SIZE_MESSAGE),
    FileInterceptor('image', uploadLimits(MAX_QR_BYTES)),
  )
  updateMethod(
    @Actor() actor: StaffActor,
    @Param('key') key: string,
    @UploadedFile() image: UploadedBinary | undefined,
    @Body() body: Record<string, unknown> | undefined,
  ): Promise<ManualMethodDetailsView> {
    return this.methods.update(actor, key, image?.buffer, body ?? {});
  }

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
    @Actor() actor: StaffActor,
    @UploadedFile() image: UploadedBinary | undefined,
    @Body() body: { label?: unknown } | undefined,
  ): Promise<PaymentQrUpdated> {
    return this.qr.replace(actor, image?.buffer, body?.label);
  }
}
