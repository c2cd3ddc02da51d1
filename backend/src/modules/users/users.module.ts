import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { UserSocketsListener } from './listeners/user-sockets.listener';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, UserSocketsListener],
  exports: [UsersService],
})
export class UsersModule {}
