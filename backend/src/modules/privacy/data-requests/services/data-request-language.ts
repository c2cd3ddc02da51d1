import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kedai/contracts';
import { OrderPersonalData } from '../../../orders';
import { UsersService } from '../../../users';

/**
 * The language a data request's e-mails are written in, as order e-mails are in the order's: the account's own
 * (chosen when registering or on the profile), else the language of the address's latest order, else English.
 * Read inside the caller's transaction, before an erasure changes either.
 */
@Injectable()
export class DataRequestLanguage {
  constructor(
    private readonly users: UsersService,
    private readonly orders: OrderPersonalData,
  ) {}

  async of(subject: { userId: string | null; email: string }, em: EntityManager): Promise<Language> {
    if (subject.userId) {
      const account = await this.users.findByIdIn(em, subject.userId);
      if (account && isLanguage(account.language)) return account.language;
    }
    const ordered = await this.orders.latestLanguageOf(subject.userId, subject.email, em);
    return ordered && isLanguage(ordered) ? ordered : DEFAULT_LANGUAGE;
  }
}
