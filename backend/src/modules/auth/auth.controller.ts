import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { AllowBeforeSecondFactor, CurrentUser, RequireUser } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { UserView } from '../users';
import type { LinkSentResult } from '@kedai/contracts';
import { AccountLinksService } from './account-links.service';
import { AuthResult, AuthService, LoginResult } from './auth.service';
import { ConfirmEmailDto, PasswordResetDto, SetPasswordDto } from './dto/account-link.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { VisitorDto } from './dto/visitor.dto';

const meta = (request: Request) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly links: AccountLinksService,
  ) {}

  /** The same answer whether or not the e-mail has an account; the account is made when its link is opened. */
  @Post('register')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(ThrottlerGuard)
  register(@Body() body: RegisterDto): Promise<LinkSentResult> {
    return this.links.register(body);
  }

  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  confirmEmail(@Body() body: ConfirmEmailDto, @Req() request: Request): Promise<AuthResult> {
    return this.links.confirmEmail(body.token, meta(request));
  }

  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(ThrottlerGuard)
  passwordReset(@Body() body: PasswordResetDto): Promise<LinkSentResult> {
    return this.links.requestPasswordReset(body.email);
  }

  /** From a staff invitation or a password reset link. */
  @Post('set-password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  setPassword(@Body() body: SetPasswordDto, @Req() request: Request): Promise<LoginResult> {
    return this.links.setPassword(body.token, body.password, meta(request));
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  login(@Body() body: LoginDto, @Req() request: Request): Promise<LoginResult> {
    return this.auth.login(body, meta(request));
  }

  /** The real /admin-login: only staff accounts (admins and agents) get a session here. */
  @Post('admin-login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  adminLogin(@Body() body: LoginDto, @Req() request: Request): Promise<LoginResult> {
    return this.auth.login(body, meta(request), { staffOnly: true });
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireUser()
  @AllowBeforeSecondFactor()
  @ApiBearerAuth()
  logout(@CurrentUser() user: UserPrincipal): Promise<void> {
    return this.auth.logout(user);
  }

  @Get('me')
  @RequireUser()
  @AllowBeforeSecondFactor()
  @ApiBearerAuth()
  async me(@CurrentUser() user: UserPrincipal): Promise<{ user: UserView }> {
    return { user: await this.auth.me(user) };
  }

  @Put('me')
  @RequireUser()
  @ApiBearerAuth()
  async updateMe(@CurrentUser() user: UserPrincipal, @Body() body: UpdateProfileDto): Promise<{ user: UserView }> {
    return { user: await this.auth.updateProfile(user, body) };
  }

  @Post('visitor')
  @HttpCode(HttpStatus.OK)
  visitor(@Body() body: VisitorDto, @Req() request: Request): Promise<{ visitorId: string; token: string }> {
    return this.auth.visitor(body.token, request.ip ?? '');
  }
}
