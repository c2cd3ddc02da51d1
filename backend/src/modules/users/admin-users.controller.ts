import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { uuidOr404 } from '../../core/http/params';
import { AdminOnly } from '../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../audit';
import { ChangeRoleDto } from './dto/change-role.dto';
import { ListUsersQuery } from './dto/list-users.query';
import { UpdateUserStatusDto } from './dto/update-user-status.dto';
import { toUserView, UserView } from './users.view';
import { UsersService } from './users.service';

@ApiTags('admin: users')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@Query() query: ListUsersQuery): Promise<UserView[]> {
    return (await this.users.list(query.search)).map(toUserView);
  }

  @Put(':id/status')
  async setStatus(
    @Param('id', uuidOr404('user_not_found', 'User not found')) id: string,
    @Body() body: UpdateUserStatusDto,
    @Actor() actor: StaffActor,
  ): Promise<UserView> {
    return toUserView(await this.users.setActive(id, body.status === 'active', actor));
  }

  @Put(':id/role')
  async changeRole(
    @Param('id', uuidOr404('user_not_found', 'User not found')) id: string,
    @Body() body: ChangeRoleDto,
    @Actor() actor: StaffActor,
  ): Promise<UserView> {
    return toUserView(await this.users.changeRole(id, body.role, actor));
  }
}
