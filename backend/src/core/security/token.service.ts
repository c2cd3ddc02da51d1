import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { authConfig } from '../config/configuration';

export type TokenClaims = { typ: 'user'; sub: string; sid: string } | { typ: 'visitor'; sub: string };

/** Signs and verifies the two kinds of bearer token: a user's login session and a guest visitor. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** ttlSeconds: shorter than a login for a session made for one task (a screenshot's capture session). */
  signUser(userId: string, sessionId: string, ttlSeconds = this.auth.sessionTtlSeconds): string {
    return this.jwt.sign({ typ: 'user', sid: sessionId }, { subject: userId, expiresIn: ttlSeconds });
  }

  signVisitor(visitorId: string): string {
    return this.jwt.sign({ typ: 'visitor' }, { subject: visitorId, expiresIn: this.auth.visitorTtlSeconds });
  }

  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<{ typ?: string; sub?: string; sid?: string }>(token, { algorithms: ['HS256'] });
      if (claims.typ === 'user' && claims.sub && claims.sid) return { typ: 'user', sub: claims.sub, sid: claims.sid };
      if (claims.typ === 'visitor' && claims.sub) return { typ: 'visitor', sub: claims.sub };
      return null;
    } catch {
      return null;
    }
  }
}
