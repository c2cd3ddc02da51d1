import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataErasure } from '../../core/maintenance/personal-data';

/**
 * Auth's part of the customer's data rights: the account's signed-in devices in the export; at erasure the
 * account links (registration, reset) and two-factor secrets go, and every session is ended with its device and
 * IP address blanked (the caller closes their sockets after the commit).
 */
@Injectable()
export class AuthPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'sessions',
      export: async (subject, em) => {
        if (!subject.userId) return { documents: {} };
        const sessions = await em.query(
          `SELECT created_at AS "signedInAt", last_seen_at AS "lastSeenAt", revoked_at AS "endedAt",
                  user_agent AS "browser", ip
             FROM auth_sessions WHERE user_id = $1 ORDER BY created_at`,
          [subject.userId],
        );
        return { documents: { 'sessions.json': sessions } };
      },
      erase: async (subject, em): Promise<PersonalDataErasure> => {
        const [, tokens] = await em.query(`DELETE FROM account_tokens WHERE lower(email) = $1 OR user_id = $2`, [
          subject.email,
          subject.userId,
        ]);
        if (!subject.userId) return { parts: { account_tokens: Number(tokens) } };
        const [, sessions] = await em.query(
          `UPDATE auth_sessions SET revoked_at = coalesce(revoked_at, now()), user_agent = NULL, ip = NULL
            WHERE user_id = $1`,
          [subject.userId],
        );
        const [, factors] = await em.query(`DELETE FROM auth_second_factors WHERE user_id = $1`, [subject.userId]);
        const [, codes] = await em.query(`DELETE FROM auth_recovery_codes WHERE user_id = $1`, [subject.userId]);
        return {
          parts: {
            account_tokens: Number(tokens),
            auth_sessions: Number(sessions),
            auth_second_factors: Number(factors),
            auth_recovery_codes: Number(codes),
          },
        };
      },
    });
  }
}
