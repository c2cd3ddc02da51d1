import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { UsersModule } from './users.module';

/** The admin's user list. */
@Module({
  imports: [UsersModule],
  controllers: [AdminUsersController],
})
export class UsersHttpModule {}
