import { Body, Controller, Delete, Get, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SessionView, TwoFactorPolicyView, TwoFactorStatus } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { uuidOr404 } from '../../core/http/params';
import { AdminOnly, CurrentUser } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { UsersService } from '../users';
import { TwoFactorPolicyDto } from './dto/two-factor.dto';
import { SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';

const userId = uuidOr404('user_not_found', 'User not found');

/** Admins: the staff two-factor rule, another user's 2FA reset, another user's sessions. */
@ApiTags('admin: users')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminSecurityController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @Get('two-factor')
  policy(): Promise<TwoFactorPolicyView> {
    return this.twoFactor.policy();
  }

  @Put('two-factor')
  setPolicy(@Body() body: TwoFactorPolicyDto, @CurrentUser() actor: UserPrincipal): Promise<TwoFactorPolicyView> {
    return this.twoFactor.setPolicy(body.requireForStaff, actor);
  }

  /**
   * A lost phone: the user's authenticator and recovery codes are removed; they enrol again. Their sessions end
   * too (sockets closed within a second): the lost phone may still be signed in, and the reset is for that case.
   */
  @Delete('users/:id/two-factor')
  async reset(@Param('id', userId) id: string, @CurrentUser() actor: UserPrincipal): Promise<TwoFactorStatus> {
    const status = await this.twoFactor.reset(id, actor);
    await this.sessions.endAllBut(id, id === actor.userId ? actor.sessionId : null, actor.userId);
    return status;
  }

  @Get('users/:id/sessions')
  async listSessions(@Param('id', userId) id: string): Promise<SessionView[]> {
    await this.existing(id);
    return this.sessions.listOf(id);
  }

  /** Signs the user out everywhere; their open sockets close within a second. */
  @Delete('users/:id/sessions')
  async endSessions(@Param('id', userId) id: string, @CurrentUser() actor: UserPrincipal): Promise<{ ended: number }> {
    await this.existing(id);
    return { ended: await this.sessions.endAllBut(id, null, actor.userId) };
  }

  private async existing(id: string) {
    if (!(await this.users.findById(id))) throw new ApiError(HttpStatus.NOT_FOUND, 'user_not_found', 'User not found');
  }
}
