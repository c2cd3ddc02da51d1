import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry, tablePurge } from '../../core/maintenance/purge';

/** Auth's part of maintenance: e-mail codes and links that expired or were used before the cut-off. */
@Injectable()
export class AccountTokensRetention implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.register(tablePurge('expired-email-codes', 'account_tokens', '(expires_at < $1 OR used_at < $1)'));
  }
}
