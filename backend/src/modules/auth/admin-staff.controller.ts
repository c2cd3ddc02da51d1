import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../audit';
import { toUserView, UserView } from '../users';
import { InviteStaffDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

@ApiTags('admin: users')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/users')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  /** A new staff member; they get a one-time link by e-mail to choose their password. */
  @Post()
  async invite(@Actor() actor: StaffActor, @Body() body: InviteStaffDto): Promise<UserView> {
    return toUserView(await this.staff.invite(actor, body));
  }
}
