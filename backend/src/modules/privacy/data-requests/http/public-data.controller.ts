import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ApiHeader, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { DataRequestView } from '@kedai/contracts';
import { authConfig } from '../../../../core/config/configuration';
import { ApiError } from '../../../../core/http/api-error';
import { uuidOr404 } from '../../../../core/http/params';
import { Public } from '../../../../core/security/auth.decorators';
import { EmailProofService, normaliseEmail } from '../../../orders';
import { CancelErasureDto, GuestExportDto } from '../dto/data-requests.dto';
import { checkDownloadLink } from '../rules/download-link';
import { DataExportRunner } from '../services/data-export.runner';
import { DataRequestsService } from '../services/data-requests.service';

const proofHeader = {
  name: 'X-Email-Proof',
  required: true,
  description: 'Token from POST /api/orders/customer/verify/confirm',
};

/**
 * Data rights without an account: a guest's export after proving the address with the e-mailed code, the cancel
 * link of an erasure e-mail, and the signed, expiring download link of a ready archive.
 */
@ApiTags('privacy')
@Controller('privacy')
export class PublicDataController {
  constructor(
    private readonly requests: DataRequestsService,
    private readonly exports: DataExportRunner,
    private readonly proofs: EmailProofService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  @Post('guest-exports')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiHeader(proofHeader)
  @UseGuards(ThrottlerGuard)
  guestExport(
    @Headers('x-email-proof') proof: string | undefined,
    @Body() body: GuestExportDto,
  ): Promise<DataRequestView> {
    this.proven(proof, body.email);
    return this.requests.requestGuestExport(body.email);
  }

  @Get('guest-exports/:id')
  @ApiHeader(proofHeader)
  guestRequest(
    @Headers('x-email-proof') proof: string | undefined,
    @Query('email') email: string | undefined,
    @Param('id', uuidOr404('data_request_not_found', 'No such request.')) id: string,
  ): Promise<DataRequestView> {
    this.proven(proof, email);
    return this.requests.guestRequest(email as string, id);
  }

  @Post('erasure/cancel')
  @HttpCode(HttpStatus.OK)
  @Public()
  @UseGuards(ThrottlerGuard)
  cancel(@Body() body: CancelErasureDto): Promise<DataRequestView> {
    return this.requests.cancelByToken(body.token);
  }

  /** The archive, for whoever holds a signed link that has not expired (links are handed out signed in or proven). */
  @Get('exports/:id/download')
  @Public()
  @ApiProduces('application/zip')
  @Header('Cache-Control', 'no-store')
  async download(
    @Param('id', uuidOr404('data_request_not_found', 'No such request.')) id: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
  ): Promise<StreamableFile> {
    const check = checkDownloadLink(this.auth.jwtSecret, id, expires, signature);
    if (check === 'forged') {
      throw new ApiError(HttpStatus.FORBIDDEN, 'invalid_link', 'This download link is not valid.');
    }
    if (check === 'expired') {
      throw new ApiError(
        HttpStatus.GONE,
        'link_expired',
        'This download link has expired. Open Your data again for a fresh one.',
      );
    }
    const archive = await this.exports.archive(id);
    if (!archive) {
      throw new ApiError(HttpStatus.GONE, 'archive_expired', 'This archive is no longer kept. Ask for a new copy.');
    }
    const day = archive.createdAt.toISOString().slice(0, 10);
    return new StreamableFile(archive.content, {
      type: 'application/zip',
      disposition: `attachment; filename="kedai-my-data-${day}.zip"`,
      length: archive.content.length,
    });
  }

  private proven(proof: string | undefined, email: string | undefined): void {
    if (!proof || !email || !this.proofs.matches(proof, normaliseEmail(email))) {
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'email_not_proven',
        'Please confirm your e-mail address with the code we send you first.',
      );
    }
  }
}
