import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  INBOUND_EMAIL_SECRET_MIN,
  isInboundDomain,
  type InboundEmailSettingSource,
  type InboundEmailSettingsInput,
  type InboundEmailSettingsView,
} from '@kedai/contracts';
import { inboundEmailConfig } from '../../../core/config/configuration';
import { publicUrl } from '../../../core/config/public-url';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, changedFields, type StaffActor } from '../../audit';
import { EmailChannelSettings } from '../entities/email-channel-settings.entity';

/**
 * How long one process keeps what it read: a save in another process (the worker writing digests, another API
 * instance taking webhooks) is seen at most this long after, with no restart; the saving process sees it at once.
 */
const CACHE_MS = 2000;
export const INBOUND_WEBHOOK_PATH = '/api/channels/email/inbound';

/** What inbound e-mail works with now: each value from the environment when set there, else from Settings. */
export interface InboundEmailResolved {
  domain: string | null;
  secret: string | null;
  sources: { domain: InboundEmailSettingSource; secret: InboundEmailSettingSource };
}

const bad = (code: string, message: string) => new ApiError(HttpStatus.BAD_REQUEST, code, message);

/** The domain as typed, made comparable: trimmed, lower case, no trailing dot (null when empty). */
export function normalisedDomain(input: unknown): string | null {
  if (typeof input !== 'string') throw bad('invalid_inbound_domain', 'The inbound domain must be text.');
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  if (!domain) return null;
  if (!isInboundDomain(domain)) {
    throw bad(
      'invalid_inbound_domain',
      `“${domain.slice(0, 80)}” is not a domain name: write one such as reply.yourshop.my (letters, digits, hyphens and dots).`,
    );
  }
  return domain;
}

/** The host name of the shop's public URL: where the MX record points when the built-in listener takes mail. */
function publicHost(): string {
  try {
    return new URL(publicUrl('/')).hostname;
  } catch {
    return 'localhost';
  }
}

/**
 * Settings → Inbound e-mail (docs/channels.md "Inbound e-mail"). As for WhatsApp, the environment wins over what a
 * seller saves (INBOUND_EMAIL_DOMAIN, INBOUND_EMAIL_SECRET); the secret is stored encrypted and never sent back.
 * Every reader (reply addresses, the webhook's guard, the inbound pipeline, the SMTP listener) asks `resolved()`.
 */
@Injectable()
export class InboundEmailSettingsService {
  private cache: { at: number; value: Promise<InboundEmailResolved> } | null = null;

  constructor(
    @InjectRepository(EmailChannelSettings) private readonly rows: Repository<EmailChannelSettings>,
    @Inject(inboundEmailConfig.KEY) private readonly env: ConfigType<typeof inboundEmailConfig>,
    private readonly audit: AuditService,
  ) {}

  resolved(): Promise<InboundEmailResolved> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = this.load();
    this.cache = { at: Date.now(), value };
    value.catch(() => (this.cache = null));
    return value;
  }

  /** The view for the admin screen; `smtpPort` is the listener of this process (null when it is not listening). */
  async view(smtpPort: number | null): Promise<InboundEmailSettingsView> {
    const resolved = await this.resolved();
    return {
      domain: resolved.domain,
      domainSource: resolved.sources.domain,
      secret: { set: resolved.secret !== null, source: resolved.sources.secret },
      webhookUrl: publicUrl(INBOUND_WEBHOOK_PATH),
      mxRecord: resolved.domain ? { name: resolved.domain, type: 'MX', priority: 10, value: publicHost() } : null,
      smtp: { listening: smtpPort !== null, port: smtpPort },
    };
  }

  async update(actor: StaffActor, input: InboundEmailSettingsInput): Promise<void> {
    if (!input || typeof input !== 'object') {
      throw bad('invalid_inbound_email_settings', 'Send the inbound e-mail settings.');
    }
    const stored = await this.rows.findOneBy({ id: 1 });
    const before = { domain: stored?.domain ?? null, webhookSecret: stored?.webhookSecret ?? null };
    const next = { ...before };
    if (input.domain !== undefined) {
      if (this.env.domain) {
        throw bad('inbound_domain_from_environment', 'The inbound domain is set by the server’s environment.');
      }
      next.domain = normalisedDomain(input.domain);
    }
    if (input.secret !== undefined && input.secret !== null) {
      if (typeof input.secret !== 'string') throw bad('invalid_inbound_secret', 'The webhook secret must be text.');
      const secret = input.secret.trim();
      if (secret) {
        if (this.env.secret) {
          throw bad('inbound_secret_from_environment', 'The webhook secret is set by the server’s environment.');
        }
        if (secret.length < INBOUND_EMAIL_SECRET_MIN || secret.length > 200 || /\s/.test(secret)) {
          throw bad(
            'invalid_inbound_secret',
            `The webhook secret is ${INBOUND_EMAIL_SECRET_MIN} to 200 characters without spaces: use “Generate” for a strong one.`,
          );
        }
        next.webhookSecret = secret;
      }
    }
    if (input.clearSecret === true) next.webhookSecret = null;

    await this.rows.manager.transaction(async (em) => {
      await em.save(this.rows.create({ id: 1, ...next }));
      // The secret's value is redacted by changedFields: the entry says it was set, changed or removed.
      const changed = changedFields(before, next);
      if (Object.keys(changed).length > 0) {
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'inbound-email' }, { changed });
      }
    });
    this.cache = null;
  }

  private async load(): Promise<InboundEmailResolved> {
    const stored = await this.rows.findOneBy({ id: 1 });
    const pick = (fromEnv: string | null, saved: string | null | undefined) =>
      fromEnv
        ? { value: fromEnv, source: 'env' as const }
        : saved
          ? { value: saved, source: 'settings' as const }
          : { value: null, source: null };
    const domain = pick(this.env.domain, stored?.domain);
    const secret = pick(this.env.secret, stored?.webhookSecret);
    return {
      domain: domain.value,
      secret: secret.value,
      sources: { domain: domain.source, secret: secret.source },
    };
  }
}
