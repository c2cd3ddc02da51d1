import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authConfig } from '../../core/config/configuration';
import { RateLimitModule } from '../../core/http/rate-limit.module';
import { AdminSocketGuard } from '../../core/security/admin-socket.guard';
import { PrincipalResolver } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { UsersModule } from '../users';
import { AccountLinksService } from './account-links.service';
import { AccountTokensService } from './account-tokens.service';
import { AuthService } from './auth.service';
import { AccountToken } from './entities/account-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { StaffService } from './staff.service';
import { AccountTokensRetention } from './account-tokens-retention';
import { SessionSocketsListener } from './listeners/session-sockets.listener';

@Global()
@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([AuthSession, AccountToken]),
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>) => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a
        // public key on every verify, which cost about 1 ms per authenticated request.
        secret: createSecretKey(Buffer.from(auth.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    RateLimitModule,
  ],
  providers: [
    AccountTokensRetention,
    AuthService,
    AccountTokensService,
    AccountLinksService,
    StaffService,
    SessionsService,
    SessionSocketsListener,
    TokenService,
    PasswordHasher,
    LoginAttemptsService,
    AdminSocketGuard,
    { provide: PrincipalResolver, useExisting: SessionsService },
  ],
  exports: [
    PrincipalResolver,
    SessionsService,
    TokenService,
    AdminSocketGuard,
    AuthService,
    AccountLinksService,
    StaffService,
    PasswordHasher,
    UsersModule,
  ],
})
export class AuthModule {}
