import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { authConfig, redisConfig } from '../../core/config/configuration';
import { AdminSocketGuard } from '../../core/security/admin-socket.guard';
import { AuthGuard } from '../../core/security/auth.guard';
import { PrincipalResolver } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthSession } from './entities/auth-session.entity';
import { FirstAdminService } from './first-admin.service';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';

@Global()
@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([AuthSession]),
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>) => ({ secret: auth.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [authConfig.KEY, redisConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>, redis: ConfigType<typeof redisConfig>) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: auth.rateLimitPerMinute }],
        storage: new ThrottlerStorageRedisService(new Redis(redis.url, { keyPrefix: `${redis.keyPrefix}:throttle:` })),
        errorMessage: 'Too many attempts. Please wait a minute and try again.',
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    TokenService,
    PasswordHasher,
    LoginAttemptsService,
    FirstAdminService,
    AdminSocketGuard,
    { provide: PrincipalResolver, useExisting: SessionsService },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PrincipalResolver, TokenService, AdminSocketGuard],
})
export class AuthModule {}
