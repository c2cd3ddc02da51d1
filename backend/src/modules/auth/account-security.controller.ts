import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthResult, RecoveryCodes, SessionView, TwoFactorSetup, TwoFactorStatus } from '@kedai/contracts';
import { uuidOr404 } from '../../core/http/params';
import { AllowBeforeSecondFactor, CurrentUser, RequireUser } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { AuthService } from './auth.service';
import { SecondFactorCodeDto, SecondFactorLoginDto } from './dto/two-factor.dto';
import { SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';

const meta = (request: Request) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

/** Two-factor sign-in and signed-in devices, for every account (docs/product/account-security.md). */
@ApiTags('auth')
@Controller('auth')
export class AccountSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
  ) {}

  /** The second step of a sign-in: the pending login from the password step and a code. */
  @Post('login/second-factor')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  secondFactor(@Body() body: SecondFactorLoginDto, @Req() request: Request): Promise<AuthResult> {
    return this.auth.completeSecondFactor(body, meta(request));
  }

  @Get('two-factor')
  @RequireUser()
  @AllowBeforeSecondFactor()
  @ApiBearerAuth()
  status(@CurrentUser() user: UserPrincipal): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @Post('two-factor/setup')
  @HttpCode(HttpStatus.OK)
  @RequireUser()
  @AllowBeforeSecondFactor()
  @ApiBearerAuth()
  setup(@CurrentUser() user: UserPrincipal): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(user);
  }

  @Post('two-factor/confirm')
  @HttpCode(HttpStatus.OK)
  @RequireUser()
  @AllowBeforeSecondFactor()
  @ApiBearerAuth()
  confirm(
    @CurrentUser() user: UserPrincipal,
    @Body() body: SecondFactorCodeDto,
    @Req() request: Request,
  ): Promise<RecoveryCodes> {
    return this.twoFactor.confirm(user, body.code, request.ip ?? '');
  }

  @Post('two-factor/disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireUser()
  @ApiBearerAuth()
  disable(@CurrentUser() user: UserPrincipal, @Body() body: SecondFactorCodeDto, @Req() request: Request) {
    return this.twoFactor.disable(user, body.code, request.ip ?? '');
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(HttpStatus.OK)
  @RequireUser()
  @ApiBearerAuth()
  recoveryCodes(
    @CurrentUser() user: UserPrincipal,
    @Body() body: SecondFactorCodeDto,
    @Req() request: Request,
  ): Promise<RecoveryCodes> {
    return this.twoFactor.renewRecoveryCodes(user, body.code, request.ip ?? '');
  }

  /** The caller's signed-in devices, this one marked. */
  @Get('sessions')
  @RequireUser()
  @ApiBearerAuth()
  listSessions(@CurrentUser() user: UserPrincipal): Promise<SessionView[]> {
    return this.sessions.listOf(user.userId, user.sessionId);
  }

  /** Signs every other device out; this one stays. */
  @Post('sessions/end-others')
  @HttpCode(HttpStatus.OK)
  @RequireUser()
  @ApiBearerAuth()
  async endOthers(@CurrentUser() user: UserPrincipal): Promise<{ ended: number }> {
    return { ended: await this.sessions.endAllBut(user.userId, user.sessionId, user.userId) };
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireUser()
  @ApiBearerAuth()
  endSession(
    @CurrentUser() user: UserPrincipal,
    @Param('id', uuidOr404('session_not_found', 'This device is already signed out.')) id: string,
  ): Promise<void> {
    return this.sessions.endOwn(user.userId, id);
  }
}
