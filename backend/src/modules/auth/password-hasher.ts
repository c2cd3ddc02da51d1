import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (memory-hard; tuned by its authors, not by us). */
@Injectable()
export class PasswordHasher {
  // A real hash to verify against when the e-mail is unknown, so both paths take as long.
  private readonly decoy = argon2.hash('kedai-decoy-password');

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
