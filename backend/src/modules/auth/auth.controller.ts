import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { CurrentUser, RequireUser } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { UserView } from '../users/users.view';
import { AuthResult, AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { VisitorDto } from './dto/visitor.dto';

const meta = (request: Request) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @UseGuards(ThrottlerGuard)
  register(@Body() body: RegisterDto, @Req() request: Request): Promise<AuthResult> {
    return this.auth.register(body, meta(request));
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  login(@Body() body: LoginDto, @Req() request: Request): Promise<AuthResult> {
    return this.auth.login(body, meta(request));
  }

  /** The real /admin-login: only admin accounts get a session here. */
  @Post('admin-login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  adminLogin(@Body() body: LoginDto, @Req() request: Request): Promise<AuthResult> {
    return this.auth.login(body, meta(request), { adminOnly: true });
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireUser()
  @ApiBearerAuth()
  logout(@CurrentUser() user: UserPrincipal): Promise<void> {
    return this.auth.logout(user);
  }

  @Get('me')
  @RequireUser()
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
