import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../core/http/api-error';
import { AccountToken, AccountTokenPurpose, PendingRegistration } from './entities/account-token.entity';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_VALIDITY_MS: Record<AccountTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  set_password: 24 * 60 * 60 * 1000,
};

const invalidLink = () =>
  new ApiError(
    HttpStatus.BAD_REQUEST,
    'link_invalid',
    'This link is invalid or has expired. Ask for a new one and use the latest e-mail.',
  );

/** One-time links for e-mail confirmation, staff invitations and password resets. */
@Injectable()
export class AccountTokensService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new link's token (shown once, in the e-mail); written with the caller's transaction. */
  async issue(
    em: EntityManager,
    input: { purpose: AccountTokenPurpose; email: string; userId?: string; payload?: PendingRegistration },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await em.insert(AccountToken, {
      purpose: input.purpose,
      tokenHash: hashOf(token),
      email: input.email,
      userId: input.userId ?? null,
      payload: input.payload ?? null,
      expiresAt: new Date(Date.now() + LINK_VALIDITY_MS[input.purpose]),
    });
    return token;
  }

  /**
   * Uses a link once, inside `work`'s transaction: a second use, an expired link or a link for another
   * purpose is refused with the same message, and nothing `work` wrote survives if it fails.
   */
  consume<T>(purpose: AccountTokenPurpose, token: string, work: (em: EntityManager, link: AccountToken) => Promise<T>) {
    return this.db.transaction(async (em) => {
      const link = await em
        .createQueryBuilder(AccountToken, 'link')
        .setLock('pessimistic_write')
        .where('link.tokenHash = :hash', { hash: hashOf(token) })
        .getOne();
      if (!link || link.purpose !== purpose || link.usedAt || link.expiresAt.getTime() < Date.now()) {
        throw invalidLink();
      }
      await em.update(AccountToken, { id: link.id }, { usedAt: new Date() });
      // Older links of the same kind for the same account die with this one.
      await em
        .createQueryBuilder()
        .update(AccountToken)
        .set({ usedAt: new Date() })
        .where('email = :email AND purpose = :purpose AND used_at IS NULL', { email: link.email, purpose })
        .execute();
      return work(em, link);
    });
  }
}
