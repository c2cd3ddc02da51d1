import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  WHATSAPP_FOLLOW_UP_TEMPLATES_MAX,
  WHATSAPP_FOLLOW_UP_TEXT_MAX,
  WHATSAPP_KEY_NAMES,
  WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_TEMPLATE_EVENTS,
  WHATSAPP_TEMPLATE_LANGUAGE,
  WHATSAPP_TEMPLATE_NAME,
  type WhatsappFollowUpTemplate,
  type WhatsappKeyName,
  type WhatsappSettingsInput,
  type WhatsappSettingsView,
  type WhatsappStockAlertTemplates,
  type WhatsappTemplateEvent,
} from '@kedai/contracts';
import { whatsappConfig } from '../../../core/config/configuration';
import { publicUrl } from '../../../core/config/public-url';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, changedFields, type StaffActor } from '../../audit';
import { WhatsappSettings } from '../entities/whatsapp-settings.entity';

const CACHE_MS = 2000;
export const WEBHOOK_PATH = '/api/channels/whatsapp/webhook';

/** What the channel works with now: each key from the environment when set there, else from Settings. */
export interface WhatsappResolved {
  token: string | null;
  appSecret: string | null;
  verifyToken: string | null;
  phoneNumberId: string | null;
  apiBase: string;
  templates: Record<WhatsappTemplateEvent, string>;
  templateLanguage: string;
  followUpTemplates: WhatsappFollowUpTemplate[];
  stockAlertTemplates: WhatsappStockAlertTemplates;
  sources: Record<WhatsappKeyName | 'phoneNumberId', 'env' | 'settings' | null>;
}

type Secrets = Partial<Record<WhatsappKeyName, string>>;
const bad = (code: string, message: string) => new ApiError(HttpStatus.BAD_REQUEST, code, message);

/** The follow-up templates as sent, checked one by one (a clear message naming the first problem). */
function followUpTemplatesFrom(input: unknown): WhatsappFollowUpTemplate[] {
  if (!Array.isArray(input)) throw bad('invalid_follow_up_templates', 'followUpTemplates must be a list.');
  if (input.length > WHATSAPP_FOLLOW_UP_TEMPLATES_MAX) {
    throw bad(
      'too_many_follow_up_templates',
      `At most ${WHATSAPP_FOLLOW_UP_TEMPLATES_MAX} follow-up templates can be offered to agents.`,
    );
  }
  const seen = new Set<string>();
  return input.map((raw: unknown, index) => {
    const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    const language = typeof row.language === 'string' ? row.language.trim() : '';
    const text = typeof row.text === 'string' ? row.text.trim() : '';
    const which = `Follow-up template ${index + 1}`;
    if (!WHATSAPP_TEMPLATE_NAME.test(name)) {
      throw bad('invalid_template_name', `${which}: the name is lower-case letters, digits and underscores.`);
    }
    if (!WHATSAPP_TEMPLATE_LANGUAGE.test(language)) {
      throw bad('invalid_template_language', `${which}: the language is a code such as en, en_US, ms or zh_CN.`);
    }
    if (!text || text.length > WHATSAPP_FOLLOW_UP_TEXT_MAX) {
      throw bad(
        'invalid_template_text',
        `${which}: write the template's text as approved (1 to ${WHATSAPP_FOLLOW_UP_TEXT_MAX} characters).`,
      );
    }
    if (seen.has(`${name}/${language}`)) {
      throw bad('duplicate_template', `${which}: ${name} (${language}) is already in the list.`);
    }
    seen.add(`${name}/${language}`);
    return { name, language, text };
  });
}

/** The back-in-stock templates as saved: each field sent replaces the stored one, checked as Meta writes them. */
function stockAlertTemplatesFrom(
  input: unknown,
  stored: Partial<WhatsappStockAlertTemplates>,
): Partial<WhatsappStockAlertTemplates> {
  if (input === undefined || input === null) return stored;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw bad(
      'invalid_stock_alert_templates',
      'stockAlertTemplates must be an object with confirm, back and language.',
    );
  }
  const row = input as Record<string, unknown>;
  const next = { ...stored };
  for (const field of ['confirm', 'back'] as const) {
    if (row[field] === undefined) continue;
    const name = String(row[field]).trim();
    if (name && !WHATSAPP_TEMPLATE_NAME.test(name)) {
      throw bad(
        'invalid_template_name',
        `“${name.slice(0, 60)}” is not a WhatsApp template name: lower-case letters, digits and underscores.`,
      );
    }
    next[field] = name;
  }
  if (row.language !== undefined) {
    const language = String(row.language).trim();
    if (!WHATSAPP_TEMPLATE_LANGUAGE.test(language)) {
      throw bad('invalid_template_language', 'The template language is a code such as en, en_US, ms or zh_CN.');
    }
    next.language = language;
  }
  return next;
}

/**
 * Settings → WhatsApp (docs/channels.md). The environment wins over what a seller saves, so a deployment's keys
 * cannot be overwritten from the admin screen; keys are stored encrypted and never sent back.
 */
@Injectable()
export class WhatsappSettingsService {
  private cache: { at: number; value: Promise<WhatsappResolved> } | null = null;

  constructor(
    @InjectRepository(WhatsappSettings) private readonly rows: Repository<WhatsappSettings>,
    @Inject(whatsappConfig.KEY) private readonly env: ConfigType<typeof whatsappConfig>,
    private readonly audit: AuditService,
  ) {}

  resolved(): Promise<WhatsappResolved> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = this.load();
    this.cache = { at: Date.now(), value };
    value.catch(() => (this.cache = null));
    return value;
  }

  async view(): Promise<WhatsappSettingsView> {
    const resolved = await this.resolved();
    const key = (name: WhatsappKeyName) => ({ set: resolved[name] !== null, source: resolved.sources[name] });
    return {
      phoneNumberId: resolved.phoneNumberId,
      phoneNumberIdSource: resolved.sources.phoneNumberId,
      keys: { token: key('token'), appSecret: key('appSecret'), verifyToken: key('verifyToken') },
      templates: resolved.templates,
      templateLanguage: resolved.templateLanguage,
      followUpTemplates: resolved.followUpTemplates,
      stockAlertTemplates: resolved.stockAlertTemplates,
      webhookUrl: publicUrl(WEBHOOK_PATH),
      canSend: Boolean(resolved.token && resolved.phoneNumberId),
      canReceive: Boolean(resolved.appSecret),
    };
  }

  async update(actor: StaffActor, input: WhatsappSettingsInput): Promise<WhatsappSettingsView> {
    if (!input || typeof input !== 'object') throw bad('invalid_whatsapp_settings', 'Send the WhatsApp settings.');
    const stored = await this.rows.findOneBy({ id: 1 });
    const before: Secrets = stored?.secrets ? (JSON.parse(stored.secrets) as Secrets) : {};
    const secrets: Secrets = { ...before };
    const keys: unknown = input.keys ?? {};
    const clear: unknown = input.clear ?? [];
    if (typeof keys !== 'object' || keys === null || Array.isArray(keys) || !Array.isArray(clear)) {
      throw bad(
        'invalid_whatsapp_keys',
        'keys must be an object of key names to values and clear a list of key names.',
      );
    }
    for (const [name, value] of Object.entries(keys)) {
      if (!(WHATSAPP_KEY_NAMES as readonly string[]).includes(name)) {
        throw bad('unknown_whatsapp_key', `${name} is not a WhatsApp key.`);
      }
      if (typeof value === 'string' && value.trim()) secrets[name as WhatsappKeyName] = value.trim().slice(0, 1000);
    }
    for (const name of clear) if (typeof name === 'string') delete secrets[name as WhatsappKeyName];

    const phoneNumberId = (input.phoneNumberId ?? stored?.phoneNumberId ?? '').trim();
    if (phoneNumberId && !WHATSAPP_PHONE_NUMBER_ID.test(phoneNumberId)) {
      throw bad(
        'invalid_phone_number_id',
        'The phone number ID is the number Meta shows under API Setup (digits only).',
      );
    }
    const templates: Partial<Record<WhatsappTemplateEvent, string>> = { ...(stored?.templates ?? {}) };
    for (const event of WHATSAPP_TEMPLATE_EVENTS) {
      const name = input.templates?.[event];
      if (name === undefined) continue;
      const trimmed = String(name).trim();
      if (trimmed && !WHATSAPP_TEMPLATE_NAME.test(trimmed)) {
        throw bad(
          'invalid_template_name',
          `“${trimmed.slice(0, 60)}” is not a WhatsApp template name: lower-case letters, digits and underscores.`,
        );
      }
      templates[event] = trimmed;
    }
    const templateLanguage = (input.templateLanguage ?? stored?.templateLanguage ?? 'en').trim();
    if (!WHATSAPP_TEMPLATE_LANGUAGE.test(templateLanguage)) {
      throw bad('invalid_template_language', 'The template language is a code such as en, en_US, ms or zh_CN.');
    }
    const followUpTemplates =
      input.followUpTemplates === undefined
        ? (stored?.followUpTemplates ?? [])
        : followUpTemplatesFrom(input.followUpTemplates);
    const stockAlertTemplates = stockAlertTemplatesFrom(input.stockAlertTemplates, stored?.stockAlertTemplates ?? {});
    const next = {
      phoneNumberId: phoneNumberId || null,
      templates,
      templateLanguage,
      followUpTemplates,
      stockAlertTemplates,
    };
    await this.rows.manager.transaction(async (em) => {
      await em.save(this.rows.create({ id: 1, ...next, secrets: JSON.stringify(secrets) }));
      const changed = {
        ...changedFields(
          {
            phoneNumberId: stored?.phoneNumberId ?? null,
            templates: stored?.templates ?? {},
            templateLanguage: stored?.templateLanguage ?? 'en',
            followUpTemplates: stored?.followUpTemplates ?? [],
            stockAlertTemplates: stored?.stockAlertTemplates ?? {},
          },
          next,
        ),
        // Key names only: changedFields redacts the values of secrets.
        ...changedFields({ keys: before }, { keys: secrets }),
      };
      if (Object.keys(changed).length > 0) {
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'whatsapp' }, { changed });
      }
    });
    this.cache = null;
    return this.view();
  }

  private async load(): Promise<WhatsappResolved> {
    const stored = await this.rows.findOneBy({ id: 1 });
    const secrets: Secrets = stored?.secrets ? (JSON.parse(stored.secrets) as Secrets) : {};
    const pick = (fromEnv: string | null, saved: string | null | undefined) =>
      fromEnv
        ? { value: fromEnv, source: 'env' as const }
        : saved
          ? { value: saved, source: 'settings' as const }
          : { value: null, source: null };
    const token = pick(this.env.token, secrets.token);
    const appSecret = pick(this.env.appSecret, secrets.appSecret);
    const verifyToken = pick(this.env.verifyToken, secrets.verifyToken);
    const phoneNumberId = pick(this.env.phoneNumberId, stored?.phoneNumberId);
    const templates = Object.fromEntries(
      WHATSAPP_TEMPLATE_EVENTS.map((event) => [event, stored?.templates?.[event] ?? '']),
    ) as Record<WhatsappTemplateEvent, string>;
    return {
      token: token.value,
      appSecret: appSecret.value,
      verifyToken: verifyToken.value,
      phoneNumberId: phoneNumberId.value,
      apiBase: this.env.apiBase,
      templates,
      templateLanguage: stored?.templateLanguage ?? 'en',
      followUpTemplates: stored?.followUpTemplates ?? [],
      stockAlertTemplates: {
        confirm: stored?.stockAlertTemplates?.confirm ?? '',
        back: stored?.stockAlertTemplates?.back ?? '',
        language: stored?.stockAlertTemplates?.language ?? 'en',
      },
      sources: {
        token: token.source,
        appSecret: appSecret.source,
        verifyToken: verifyToken.source,
        phoneNumberId: phoneNumberId.source,
      },
    };
  }
}
