import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../core/maintenance/purge';

/** E-mail codes and links that expired or were used before the cut-off. */
const SPENT = `(expires_at < $1 OR used_at < $1)`;

/** Auth's part of maintenance: the purge of spent account tokens. */
@Injectable()
export class AccountTokensRetention implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      action: 'expired-email-codes',
      count: async (cutoff, em) => {
        const [{ count }] = await em.query(`SELECT count(*) AS count FROM account_tokens WHERE ${SPENT}`, [cutoff]);
        return { account_tokens: Number(count) };
      },
      purge: async (cutoff, em) => {
        const [, removed] = await em.query(`DELETE FROM account_tokens WHERE ${SPENT}`, [cutoff]);
        return { account_tokens: Number(removed) };
      },
    });
  }
}
