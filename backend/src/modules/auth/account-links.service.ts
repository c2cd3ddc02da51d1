import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  PRIVACY_NOTICE_VERSION,
  type AuthResult,
  type LinkSentResult,
  type LoginResult,
} from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { OutboxService } from '../../core/outbox/outbox.service';
import { ConsentsService } from '../privacy';
import { normalizeEmail, UsersService } from '../users';
import { alreadyRegisteredMessage, confirmEmailMessage, passwordResetMessage } from './account-mail';
import { AccountTokensService } from './account-tokens.service';
import { RegisterDto } from './dto/register.dto';
import { weakPasswordReason } from './password-strength';
import { PasswordHasher } from './password-hasher';
import { AuthService } from './auth.service';
import { SessionMeta, SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';

const weakPassword = (reason: string) =>
  new ApiError(HttpStatus.BAD_REQUEST, 'weak_password', reason, [{ field: 'password', messages: [reason] }]);

/**
 * Everything that proves an e-mail by a link sent to it: creating an account (the account exists only once
 * its owner opens the link, so nobody can squat an address or learn which ones are taken) and choosing a
 * password (staff invitations and resets).
 */
@Injectable()
export class AccountLinksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: AccountTokensService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly consents: ConsentsService,
  ) {}

  async register(input: RegisterDto): Promise<LinkSentResult> {
    const weak = weakPasswordReason(input.password, [input.name, input.email]);
    if (weak) throw weakPassword(weak);
    const email = normalizeEmail(input.email);
    const language = input.language ?? DEFAULT_LANGUAGE;
    // Hashed on both paths, so the answer takes as long whether the e-mail is taken or not.
    const passwordHash = await this.hasher.hash(input.password);
    await this.db.transaction(async (em) => {
      const owner = await this.users.findByEmailIn(em, email);
      if (owner) {
        await this.mail.compose(alreadyRegisteredMessage(email, owner.name, owner.language), em);
        return;
      }
      const token = await this.links.issue(em, {
        purpose: 'confirm_email',
        email,
        payload: {
          name: input.name,
          phone: input.phone || null,
          passwordHash,
          language,
          consent: { noticeVersion: PRIVACY_NOTICE_VERSION, at: new Date().toISOString() },
        },
      });
      await this.mail.compose(confirmEmailMessage(email, input.name, token, language), em);
    });
    this.outbox.kick();
    return {
      status: 'link_sent',
      email,
      message: `We sent a link to ${email}. Open it to finish creating your account.`,
    };
  }

  async confirmEmail(token: string, meta: SessionMeta): Promise<AuthResult> {
    const user = await this.links.consume('confirm_email', token, async (em, link) => {
      const pending = link.payload;
      if (!pending) throw new ApiError(HttpStatus.BAD_REQUEST, 'link_invalid', 'This link is invalid.');
      const { consent, ...account } = pending;
      const created = await this.users.insertIfAbsent(em, { email: link.email, ...account });
      if (!created) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'already_confirmed',
          'This e-mail already has an account. Please log in.',
        );
      }
      // The consent given with the form, recorded with the account it created (docs/product/privacy.md#consent).
      await this.consents.record(em, {
        purpose: 'registration',
        email: link.email,
        userId: created.id,
        noticeVersion: consent?.noticeVersion,
        consentedAt: consent ? new Date(consent.at) : undefined,
      });
      return created;
    });
    return this.auth.startSession(user.id, meta, 'password', 'confirm-email');
  }

  /** Always the same answer; only an existing, active account gets a link. */
  async requestPasswordReset(rawEmail: string): Promise<LinkSentResult> {
    const email = normalizeEmail(rawEmail);
    await this.db.transaction(async (em) => {
      const user = await this.users.findByEmailIn(em, email);
      if (!user?.isActive) return;
      const token = await this.links.issue(em, { purpose: 'set_password', email, userId: user.id });
      await this.mail.compose(passwordResetMessage(email, user.name, token, user.language), em);
    });
    this.outbox.kick();
    return {
      status: 'link_sent',
      email,
      message: 'If an account exists for this e-mail, we sent a link to reset the password.',
    };
  }

  /**
   * A staff invitation's or a reset's link: sets the password, ends every other session, signs in. An e-mail
   * proves no second factor: with two-factor sign-in on, the answer asks for the code first.
   */
  async setPassword(token: string, password: string, meta: SessionMeta): Promise<LoginResult> {
    const user = await this.links.consume('set_password', token, async (em, link) => {
      const user = link.userId ? await this.users.findByIdIn(em, link.userId) : null;
      if (!user?.isActive) {
        throw new ApiError(
          HttpStatus.FORBIDDEN,
          'account_deactivated',
          'This account has been deactivated. Please contact support.',
        );
      }
      const weak = weakPasswordReason(password, [user.name, user.email]);
      if (weak) throw weakPassword(weak);
      await this.users.setPasswordHash(em, user.id, await this.hasher.hash(password));
      return user;
    });
    await this.sessions.revokeAllOf(user.id);
    if (await this.twoFactor.isEnabled(user.id)) return this.auth.challenge(user.id, meta);
    return this.auth.startSession(user.id, meta, 'password', 'set-password');
  }
}
