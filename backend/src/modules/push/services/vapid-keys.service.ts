import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { generateVAPIDKeys } from 'web-push';
import { pushConfig } from '../../../core/config/configuration';
import { shopIdentity } from '../../../core/format/shop-identity';
import { encryptSecret } from '../../../core/security/secret-box';
import { PushKeys } from '../entities/push-keys.entity';
import { vapidSubject } from '../rules/push-rules';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The shop's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when the operator set them, else the pair
 * generated on first start and kept in `push_keys` (the private key encrypted with ENCRYPTION_KEY, like the
 * other secrets). Processes starting together agree: the first insert wins and every process reads it back.
 */
@Injectable()
export class VapidKeys implements OnModuleInit {
  private pair?: Promise<{ publicKey: string; privateKey: string }>;

  constructor(
    @InjectRepository(PushKeys) private readonly rows: Repository<PushKeys>,
    @Inject(pushConfig.KEY) private readonly config: ConfigType<typeof pushConfig>,
  ) {}

  async onModuleInit() {
    await this.keys();
  }

  keys(): Promise<{ publicKey: string; privateKey: string }> {
    if (this.config.keys) return Promise.resolve(this.config.keys);
    this.pair ??= this.loadOrCreate().catch((error: unknown) => {
      this.pair = undefined;
      throw error;
    });
    return this.pair;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }

  async details(): Promise<VapidDetails> {
    return { subject: vapidSubject(this.config.subject, shopIdentity().contactEmail), ...(await this.keys()) };
  }

  private async loadOrCreate() {
    const stored = await this.rows.findOneBy({ id: 1 });
    if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    const fresh = generateVAPIDKeys();
    await this.rows.query(
      `INSERT INTO push_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [fresh.publicKey, encryptSecret(fresh.privateKey)],
    );
    const winner = await this.rows.findOneByOrFail({ id: 1 });
    return { publicKey: winner.publicKey, privateKey: winner.privateKey };
  }
}
