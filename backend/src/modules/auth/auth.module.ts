import { createSecretKey } from 'node:crypto';
import { SecondFactorAuditListener } from './listeners/second-factor-audit.listener';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authConfig } from '../../core/config/configuration';
import { RateLimitModule } from '../../core/http/rate-limit.module';
import { AdminSocketGuard } from '../../core/security/admin-socket.guard';
import { PrincipalResolver } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { AuditModule } from '../audit';
import { ConsentsModule } from '../privacy';
import { UsersModule } from '../users';
import { AccountLinksService } from './account-links.service';
import { AccountTokensService } from './account-tokens.service';
import { AuthService } from './auth.service';
import { AccountToken } from './entities/account-token.entity';
import { AuthPolicy } from './entities/auth-policy.entity';
import { AuthSession } from './entities/auth-session.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactor } from './entities/second-factor.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { PendingLoginsService } from './pending-logins.service';
import { TwoFactorService } from './two-factor.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { StaffService } from './staff.service';
import { AccountTokensRetention } from './account-tokens-retention';
import { SessionSocketsListener } from './listeners/session-sockets.listener';
import { AuthPersonalData } from './auth-personal-data';

@Global()
@Module({
  imports: [
    AuditModule,
    ConsentsModule,
    UsersModule,
    TypeOrmModule.forFeature([AuthSession, AccountToken, SecondFactor, RecoveryCode, AuthPolicy]),
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
    AuthPersonalData,
    SecondFactorAuditListener,
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
    PendingLoginsService,
    TwoFactorService,
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
    TwoFactorService,
    PasswordHasher,
    UsersModule,
  ],
})
export class AuthModule {}
