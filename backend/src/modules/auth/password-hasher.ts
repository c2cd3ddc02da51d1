import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import * as argon2 from 'argon2';
import { authConfig } from '../../core/config/configuration';

export type PasswordHashing = ConfigType<typeof authConfig>['passwordHashing'];

/**
 * argon2id, by default at the library's own cost (64 MiB, 3 passes, 4 lanes: memory-hard, tuned by its
 * authors, not by us). Only the tests lower it (PASSWORD_HASH_*); a hash carries its cost, so one made at
 * another cost still verifies.
 */
@Injectable()
export class PasswordHasher {
  private readonly cost: PasswordHashing;
  // A real hash to verify against when the e-mail is unknown, so both paths take as long.
  private readonly decoy: Promise<string>;

  constructor(@Inject(authConfig.KEY) auth: Pick<ConfigType<typeof authConfig>, 'passwordHashing'>) {
    this.cost = auth.passwordHashing;
    this.decoy = this.hash('kedai-decoy-password');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const matches = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== null && matches;
    } catch {
      return false;
    }
  }
}
