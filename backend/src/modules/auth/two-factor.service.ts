import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import {
  isStaffRole,
  type RecoveryCodes,
  type TwoFactorPolicyView,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@kedai/contracts';
import { DomainEvents } from '../../core/events/domain-events.service';
import { ApiError } from '../../core/http/api-error';
import { UserPrincipal } from '../../core/security/principal';
import { UsersService } from '../users';
import { AuthPolicy } from './entities/auth-policy.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactor } from './entities/second-factor.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { enrolmentLink, looksLikeTotp, newRecoveryCodes, newTotpSecret, normalizeCode, verifyTotp } from './totp';

const ISSUER = 'Kedai';

export type SecondFactorMethod = 'totp' | 'recovery-code';

/** 401 at sign-in; 400 for a signed-in user's own changes (a 401 there would read as "signed out"). */
const wrongCode = (status: HttpStatus = HttpStatus.UNAUTHORIZED) =>
  new ApiError(
    status,
    'wrong_two_factor_code',
    'That code is not right. Type the newest code from your authenticator app, or one of your recovery codes.',
  );

/**
 * Two-factor sign-in (docs/product/account-security.md): enrolment with a QR code and a first code, ten hashed
 * single-use recovery codes, the check at sign-in (limited like passwords), an admin's reset and the rule that
 * every staff member must use it.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(SecondFactor) private readonly factors: Repository<SecondFactor>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    @InjectRepository(AuthPolicy) private readonly policies: Repository<AuthPolicy>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly events: DomainEvents,
  ) {}

  async isEnabled(userId: string): Promise<boolean> {
    return this.factors.existsBy({ userId, confirmedAt: Not(IsNull()) });
  }

  async requiredForStaff(): Promise<boolean> {
    return (await this.policies.findOneBy({ id: 1 }))?.requireStaffTwoFactor ?? false;
  }

  async status(principal: UserPrincipal): Promise<TwoFactorStatus> {
    const factor = await this.factors.findOneBy({ userId: principal.userId, confirmedAt: Not(IsNull()) });
    const left = factor ? await this.codes.countBy({ userId: principal.userId, usedAt: IsNull() }) : 0;
    return {
      enabled: Boolean(factor),
      enabledAt: factor?.confirmedAt?.toISOString() ?? null,
      recoveryCodesLeft: left,
      required: isStaffRole(principal.role) && (await this.requiredForStaff()),
    };
  }

  /** A new secret to scan (replacing an unconfirmed one); refused while one is turned on. */
  async setup(principal: UserPrincipal): Promise<TwoFactorSetup> {
    if (await this.isEnabled(principal.userId)) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'two_factor_already_enabled',
        'Two-factor sign-in is already on. Turn it off first to use another phone.',
      );
    }
    const secret = newTotpSecret();
    await this.factors.upsert({ userId: principal.userId, secret, confirmedAt: null, lastTimeStep: null }, ['userId']);
    return { secret, ...(await enrolmentLink(secret, ISSUER, principal.email)) };
  }

  /** The first code from the app turns it on and answers the ten recovery codes (shown this once). */
  async confirm(principal: UserPrincipal, code: string, ip: string): Promise<RecoveryCodes> {
    const pending = await this.factors.findOneBy({ userId: principal.userId });
    if (!pending || pending.confirmedAt) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'two_factor_not_started',
        pending ? 'Two-factor sign-in is already on.' : 'Start again: scan a new QR code first.',
      );
    }
    await this.attempts.reserve(this.limitKey(principal.userId), ip);
    const step = await verifyTotp(pending.secret, normalizeCode(code));
    if (step === null) throw wrongCode(HttpStatus.BAD_REQUEST);
    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((one) => this.hasher.hash(normalizeCode(one))));
    await this.db.transaction(async (em) => {
      const confirmed = await em.update(
        SecondFactor,
        { userId: principal.userId, confirmedAt: IsNull() },
        { confirmedAt: new Date(), lastTimeStep: String(step) },
      );
      if (!confirmed.affected)
        throw new ApiError(HttpStatus.CONFLICT, 'two_factor_not_started', 'Two-factor sign-in is already on.');
      await em.delete(RecoveryCode, { userId: principal.userId });
      await em.insert(
        RecoveryCode,
        hashes.map((codeHash) => ({ userId: principal.userId, codeHash })),
      );
    });
    await this.attempts.reset(this.limitKey(principal.userId), ip);
    this.events.emit('auth.second-factor.changed', { userId: principal.userId, change: 'enabled' });
    return { recoveryCodes };
  }

  /** Turns it off with a current code; refused to staff while the shop requires it. */
  async disable(principal: UserPrincipal, code: string, ip: string): Promise<void> {
    const status = await this.status(principal);
    if (!status.enabled) return;
    if (status.required) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'two_factor_required',
        'The shop requires two-factor sign-in for staff, so it cannot be turned off.',
      );
    }
    await this.check(principal.userId, code, ip, HttpStatus.BAD_REQUEST);
    await this.remove(principal.userId);
    this.events.emit('auth.second-factor.changed', { userId: principal.userId, change: 'disabled' });
  }

  /** Ten new recovery codes for a current code; the old ones stop working. */
  async renewRecoveryCodes(principal: UserPrincipal, code: string, ip: string): Promise<RecoveryCodes> {
    if (!(await this.isEnabled(principal.userId))) {
      throw new ApiError(HttpStatus.CONFLICT, 'two_factor_not_enabled', 'Two-factor sign-in is not on.');
    }
    await this.check(principal.userId, code, ip, HttpStatus.BAD_REQUEST);
    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((one) => this.hasher.hash(normalizeCode(one))));
    await this.db.transaction(async (em) => {
      await em.delete(RecoveryCode, { userId: principal.userId });
      await em.insert(
        RecoveryCode,
        hashes.map((codeHash) => ({ userId: principal.userId, codeHash })),
      );
    });
    this.events.emit('auth.second-factor.changed', { userId: principal.userId, change: 'recovery-codes-renewed' });
    return { recoveryCodes };
  }

  /**
   * The second factor of a sign-in (or of turning it off): an authenticator code, accepted once, or an unused
   * recovery code, used up. Each try counts against the same limit as passwords (per account and address).
   */
  async check(
    userId: string,
    rawCode: string,
    ip: string,
    wrongStatus: HttpStatus = HttpStatus.UNAUTHORIZED,
  ): Promise<SecondFactorMethod> {
    await this.attempts.reserve(this.limitKey(userId), ip);
    const method = await this.matches(userId, normalizeCode(rawCode));
    if (!method) throw wrongCode(wrongStatus);
    await this.attempts.reset(this.limitKey(userId), ip);
    return method;
  }

  private async matches(userId: string, code: string): Promise<SecondFactorMethod | null> {
    const factor = await this.factors.findOneBy({ userId, confirmedAt: Not(IsNull()) });
    if (!factor) return null;
    if (looksLikeTotp(code)) {
      const last = factor.lastTimeStep === null ? undefined : Number(factor.lastTimeStep);
      const step = await verifyTotp(factor.secret, code, last);
      if (step === null) return null;
      // Only one request may use a step: two sign-ins with the same code race here and one loses.
      const used = await this.factors
        .createQueryBuilder()
        .update()
        .set({ lastTimeStep: String(step) })
        .where(`"user_id" = :userId AND ("last_time_step" IS NULL OR "last_time_step" < :step)`, { userId, step })
        .execute();
      return used.affected ? 'totp' : null;
    }
    if (code.length !== 10) return null;
    const unused = await this.codes.find({ where: { userId, usedAt: IsNull() }, select: { id: true, codeHash: true } });
    for (const candidate of unused) {
      if (!(await this.hasher.verify(candidate.codeHash, code))) continue;
      const spent = await this.codes.update({ id: candidate.id, usedAt: IsNull() }, { usedAt: new Date() });
      return spent.affected ? 'recovery-code' : null;
    }
    return null;
  }

  /** An admin takes away another user's authenticator (a lost phone): they enrol again at their next sign-in. */
  async reset(userId: string, actor: UserPrincipal): Promise<TwoFactorStatus> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError(HttpStatus.NOT_FOUND, 'user_not_found', 'User not found');
    const had = await this.isEnabled(userId);
    await this.remove(userId);
    if (had) this.events.emit('auth.second-factor.reset', { userId, by: { id: actor.userId, name: actor.name } });
    return {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: isStaffRole(user.role) && (await this.requiredForStaff()),
    };
  }

  async policy(): Promise<TwoFactorPolicyView> {
    const enabled = await this.factors.find({ where: { confirmedAt: Not(IsNull()) }, select: { userId: true } });
    return { requireForStaff: await this.requiredForStaff(), enabledUserIds: enabled.map((factor) => factor.userId) };
  }

  /**
   * Turning the rule on sends every staff member without it to enrolment: their sessions then answer only the
   * enrolment routes, and their open sockets are closed (auth.second-factor.policy-changed).
   */
  async setPolicy(requireForStaff: boolean, actor: UserPrincipal): Promise<TwoFactorPolicyView> {
    if (requireForStaff && !(await this.isEnabled(actor.userId))) {
      // Else the admin who turns it on would be the first one sent to enrolment.
      throw new ApiError(
        HttpStatus.CONFLICT,
        'enrol_first',
        'Turn on two-factor sign-in for your own account first (Account → Security), then require it for staff.',
      );
    }
    const before = await this.requiredForStaff();
    await this.policies.upsert({ id: 1, requireStaffTwoFactor: requireForStaff }, ['id']);
    const view = await this.policy();
    if (before !== requireForStaff) {
      const enrolled = new Set(view.enabledUserIds);
      const staffToEnrol = requireForStaff
        ? (await this.users.activeStaff()).map((member) => member.id).filter((id) => !enrolled.has(id))
        : [];
      this.events.emit('auth.second-factor.policy-changed', {
        requireForStaff,
        staffToEnrol,
        by: { id: actor.userId, name: actor.name },
      });
    }
    return view;
  }

  private async remove(userId: string) {
    await this.db.transaction(async (em) => {
      await em.delete(RecoveryCode, { userId });
      await em.delete(SecondFactor, { userId });
    });
  }

  private limitKey(userId: string) {
    return `second-factor:${userId}`;
  }
}
