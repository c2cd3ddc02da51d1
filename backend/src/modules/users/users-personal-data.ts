import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  ERASED_NAME,
  erasedEmail,
  PersonalDataRegistry,
  type PersonalDataErasure,
} from '../../core/maintenance/personal-data';

/**
 * The account's own part of the customer's data rights: name, e-mail, phone, language and dates in the export;
 * at erasure the row stays (orders and reviews may still point at it) but says nothing about the person: erased
 * name and address, no phone, no password, deactivated.
 */
@Injectable()
export class UsersPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'account',
      export: async (subject, em) => {
        if (!subject.userId) return { documents: {} };
        const [account] = await em.query(
          `SELECT name, email, phone, language, role, created_at AS "createdAt", last_login_at AS "lastSignInAt"
             FROM users WHERE id = $1`,
          [subject.userId],
        );
        return { documents: { 'account.json': account ?? null } };
      },
      erase: async (subject, em): Promise<PersonalDataErasure> => {
        if (!subject.userId) return { parts: {} };
        const [, users] = await em.query(
          `UPDATE users SET name = $2, email = $3, phone = NULL, password_hash = '', is_active = false WHERE id = $1`,
          [subject.userId, ERASED_NAME, erasedEmail(subject.userId)],
        );
        return { parts: { users: Number(users) } };
      },
    });
  }
}
