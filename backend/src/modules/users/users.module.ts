import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { UserSocketsListener } from './listeners/user-sockets.listener';
import { UsersPersonalData } from './users-personal-data';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([User])],
  providers: [UsersPersonalData, UsersService, UserSocketsListener],
  exports: [UsersService],
})
export class UsersModule {}
