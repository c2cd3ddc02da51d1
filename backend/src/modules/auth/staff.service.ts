import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffRole } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { OutboxService } from '../../core/outbox/outbox.service';
import { AuditService, type StaffActor } from '../audit';
import { UsersService } from '../users';
import { staffInviteMessage } from './account-mail';
import { AccountTokensService } from './account-tokens.service';

/** Admins add staff, who choose their own password from a one-time link e-mailed in the same transaction. */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly links: AccountTokensService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async invite(actor: StaffActor, input: { name: string; email: string; role: StaffRole }) {
    const user = await this.db.transaction(async (em) => {
      // No password until the new member opens the link: an empty hash never verifies.
      const created = await this.users.insertIfAbsent(em, { ...input, passwordHash: '' });
      if (!created) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'email_taken',
          'An account with this e-mail already exists. Change its role in the list instead.',
        );
      }
      const token = await this.links.issue(em, { purpose: 'set_password', email: created.email, userId: created.id });
      await this.audit.record(
        em,
        actor,
        'staff.invited',
        { type: 'user', id: created.id },
        {
          name: created.name,
          email: created.email,
          role: created.role,
        },
      );
      await this.mail.compose(staffInviteMessage(created.email, created.name, created.role, token), em);
      return created;
    });
    this.outbox.kick();
    return user;
  }
}
