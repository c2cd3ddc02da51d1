import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { DataRequestView } from '@kedai/contracts';
import { ApiError } from '../../../../core/http/api-error';
import { uuidOr404 } from '../../../../core/http/params';
import { CurrentUser, RequireUser } from '../../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../../core/security/principal';
import { ErasureRequestDto } from '../dto/data-requests.dto';
import { DataRequestsService } from '../services/data-requests.service';

/** The account's data rights (Profile → Your data): "Download my data" and "Delete my account". */
@ApiTags('account: your data')
@ApiBearerAuth()
@RequireUser()
@Controller('me/data-requests')
export class AccountDataController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get()
  list(@CurrentUser() user: UserPrincipal): Promise<DataRequestView[]> {
    return this.requests.ownRequests(user);
  }

  /** Starts building the archive (or answers the one being built); its progress is read with GET :id. */
  @Post('export')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(ThrottlerGuard)
  export(@CurrentUser() user: UserPrincipal): Promise<DataRequestView> {
    return this.requests.requestOwnExport(user);
  }

  /** Schedules the account's erasure after the grace period; the password is asked again. */
  @Post('erasure')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(ThrottlerGuard)
  erase(@CurrentUser() user: UserPrincipal, @Body() body: ErasureRequestDto): Promise<DataRequestView> {
    return this.requests.requestOwnErasure(user, body.password);
  }

  /** Cancels the erasure in its grace period. */
  @Delete('erasure')
  async cancel(@CurrentUser() user: UserPrincipal): Promise<DataRequestView> {
    const cancelled = await this.requests.cancelOwnErasure(user.userId);
    if (!cancelled) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'erasure_not_pending', 'Your account is not set to be deleted.');
    }
    return cancelled;
  }

  @Get(':id')
  one(
    @CurrentUser() user: UserPrincipal,
    @Param('id', uuidOr404('data_request_not_found', 'No such request.')) id: string,
  ): Promise<DataRequestView> {
    return this.requests.ownRequest(user, id);
  }
}
