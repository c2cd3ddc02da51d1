import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  GATEWAY_KEY_NAMES,
  GATEWAY_METHOD_KEYS,
  GATEWAY_METHOD_LABELS,
  PAYMENT_PROVIDERS,
  PROVIDER_METHODS,
  methodTakesCurrency,
} from '@kedai/contracts';
import type {
  GatewayMethodKey,
  GatewayMethodsInfo,
  GatewayProviderSettingsView,
  GatewaySettingsInput,
  GatewaySettingsView,
  PaymentProviderName,
} from '@kedai/contracts';
import { paymentsConfig } from '../../../core/config/configuration';
import { publicUrl } from '../../../core/config/public-url';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, changedFields, type StaffActor } from '../../audit';
import { OrderPolicy } from '../../orders';
import { PaymentGatewaySettings, StoredGatewaySettings } from '../entities/payment-gateway-settings.entity';
import { BillplzProvider } from '../providers/billplz.provider';
import type { PaymentProvider } from '../providers/payment-provider';
import { StripeProvider } from '../providers/stripe.provider';

const CACHE_MS = 2000;

const DEFAULTS: StoredGatewaySettings = {
  enabled: { stripe: true, billplz: true },
  fpxProvider: 'billplz',
  methods: { card: true, fpx: true, grabpay: true },
};

type Secrets = Partial<Record<PaymentProviderName, Record<string, string>>>;

interface Resolved {
  values: StoredGatewaySettings;
  keys: Record<PaymentProviderName, Record<string, { value: string | null; source: 'env' | 'settings' | null }>>;
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>;
}

export const WEBHOOK_PATHS: Record<PaymentProviderName, string> = {
  stripe: '/api/payments/webhooks/stripe',
  billplz: '/api/payments/webhooks/billplz',
};

/**
 * Which gateways are ready and with which keys. A key comes from the environment when set there, else from
 * Settings (encrypted at rest, never sent back): the environment wins, so a deployment's keys cannot be
 * overwritten from the admin screen. A provider is offered only when enabled and every key is set.
 */
@Injectable()
export class GatewaySettingsService {
  private cache: { at: number; value: Promise<Resolved> } | null = null;

  constructor(
    @InjectRepository(PaymentGatewaySettings) private readonly rows: Repository<PaymentGatewaySettings>,
    @Inject(paymentsConfig.KEY) private readonly env: ConfigType<typeof paymentsConfig>,
    private readonly audit: AuditService,
    private readonly policy: OrderPolicy,
  ) {}

  /** The provider for this gateway method now, or null when none is ready for it. */
  async providerFor(method: GatewayMethodKey): Promise<PaymentProvider | null> {
    const resolved = await this.resolved();
    const name = this.chooseProvider(resolved, method);
    return name ? (resolved.providers[name] ?? null) : null;
  }

  /** The provider of this name when its keys are set (for webhooks: a disabled provider's late events still count). */
  async provider(name: PaymentProviderName): Promise<PaymentProvider | null> {
    return (await this.resolved()).providers[name] ?? null;
  }

  /** The gateway methods checkout offers: a ready provider takes them, in the shop's currency (Settings → Currency). */
  async methods(): Promise<GatewayMethodsInfo> {
    const [resolved, currency] = await Promise.all([this.resolved(), this.policy.currency()]);
    const gatewayMethods: GatewayMethodsInfo['gatewayMethods'] = [];
    for (const key of GATEWAY_METHOD_KEYS) {
      if (!methodTakesCurrency(key, currency)) continue;
      const provider = this.chooseProvider(resolved, key);
      if (provider) gatewayMethods.push({ key, label: GATEWAY_METHOD_LABELS[key], provider });
    }
    return { gatewayMethods };
  }

  async view(): Promise<GatewaySettingsView> {
    const resolved = await this.resolved();
    const provider = (name: PaymentProviderName): GatewayProviderSettingsView => ({
      enabled: resolved.values.enabled[name],
      keys: Object.fromEntries(
        Object.entries(resolved.keys[name]).map(([key, state]) => [
          key,
          { set: state.value !== null, source: state.source },
        ]),
      ),
      ready: this.ready(resolved, name),
      webhookUrl: publicUrl(WEBHOOK_PATHS[name]),
    });
    return {
      stripe: provider('stripe'),
      billplz: provider('billplz'),
      fpxProvider: resolved.values.fpxProvider,
      methods: { ...resolved.values.methods },
      available: (await this.methods()).gatewayMethods.map((method) => method.key),
    };
  }

  async update(actor: StaffActor, input: GatewaySettingsInput): Promise<GatewaySettingsView> {
    if (!input || typeof input !== 'object' || !PAYMENT_PROVIDERS.includes(input.fpxProvider)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_fpx_provider', 'Choose Stripe or Billplz for FPX.');
    }
    const stored = await this.rows.findOneBy({ id: 1 });
    const secrets: Secrets = stored?.secrets ? (JSON.parse(stored.secrets) as Secrets) : {};
    const values: StoredGatewaySettings = {
      enabled: { stripe: input.stripe?.enabled === true, billplz: input.billplz?.enabled === true },
      fpxProvider: input.fpxProvider,
      methods: {
        card: input.methods?.card === true,
        fpx: input.methods?.fpx === true,
        grabpay: input.methods?.grabpay === true,
      },
    };
    for (const name of PAYMENT_PROVIDERS) {
      const given = input[name] ?? { enabled: false };
      const keys: unknown = given.keys ?? {};
      const clear: unknown = given.clear ?? [];
      if (typeof keys !== 'object' || keys === null || Array.isArray(keys) || !Array.isArray(clear)) {
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'invalid_gateway_keys',
          `${name}.keys must be an object of key names to values and ${name}.clear a list of key names.`,
        );
      }
      const current = { ...(secrets[name] ?? {}) };
      for (const [key, value] of Object.entries(keys)) {
        if (!GATEWAY_KEY_NAMES[name].includes(key)) {
          throw new ApiError(HttpStatus.BAD_REQUEST, 'unknown_gateway_key', `${key} is not a ${name} key.`);
        }
        if (typeof value === 'string' && value.trim()) current[key] = value.trim().slice(0, 500);
      }
      for (const key of clear) if (typeof key === 'string') delete current[key];
      secrets[name] = current;
    }
    const before = stored?.secrets ? (JSON.parse(stored.secrets) as Secrets) : {};
    // Which keys were set, replaced or removed: their names only (changedFields redacts the values).
    const keyChanges = changedFields({ keys: before }, { keys: secrets });
    await this.rows.manager.transaction(async (em) => {
      await em.save(this.rows.create({ id: 1, values, secrets: JSON.stringify(secrets) }));
      const changed = { ...changedFields({ ...(stored?.values ?? {}) }, { ...values }), ...keyChanges };
      if (Object.keys(changed).length > 0) {
        await this.audit.record(
          em,
          actor,
          'settings.changed',
          { type: 'settings', id: 'payment-gateways' },
          { changed },
        );
      }
    });
    this.cache = null;
    return this.view();
  }

  private chooseProvider(resolved: Resolved, method: GatewayMethodKey): PaymentProviderName | null {
    if (!resolved.values.methods[method]) return null;
    const able = PAYMENT_PROVIDERS.filter(
      (name) => PROVIDER_METHODS[name].includes(method) && this.ready(resolved, name),
    );
    if (able.length === 0) return null;
    return able.includes(resolved.values.fpxProvider) ? resolved.values.fpxProvider : (able[0] ?? null);
  }

  private ready(resolved: Resolved, name: PaymentProviderName): boolean {
    return resolved.values.enabled[name] && resolved.providers[name] !== undefined;
  }

  private resolved(): Promise<Resolved> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = this.load();
    this.cache = { at: Date.now(), value };
    value.catch(() => (this.cache = null));
    return value;
  }

  private async load(): Promise<Resolved> {
    const stored = await this.rows.findOneBy({ id: 1 });
    const values: StoredGatewaySettings = {
      enabled: { ...DEFAULTS.enabled, ...stored?.values.enabled },
      fpxProvider: stored?.values.fpxProvider ?? DEFAULTS.fpxProvider,
      methods: { ...DEFAULTS.methods, ...stored?.values.methods },
    };
    const secrets: Secrets = stored?.secrets ? (JSON.parse(stored.secrets) as Secrets) : {};
    const pick = (name: PaymentProviderName, key: string, fromEnv: string | null) =>
      fromEnv
        ? { value: fromEnv, source: 'env' as const }
        : secrets[name]?.[key]
          ? { value: secrets[name][key] ?? null, source: 'settings' as const }
          : { value: null, source: null };
    const keys: Resolved['keys'] = {
      stripe: {
        secretKey: pick('stripe', 'secretKey', this.env.stripe.secretKey),
        webhookSecret: pick('stripe', 'webhookSecret', this.env.stripe.webhookSecret),
      },
      billplz: {
        apiKey: pick('billplz', 'apiKey', this.env.billplz.apiKey),
        xSignatureKey: pick('billplz', 'xSignatureKey', this.env.billplz.xSignatureKey),
        collectionId: pick('billplz', 'collectionId', this.env.billplz.collectionId),
      },
    };
    const providers: Resolved['providers'] = {};
    const stripe = keys.stripe;
    if (stripe.secretKey?.value && stripe.webhookSecret?.value) {
      providers.stripe = new StripeProvider({
        secretKey: stripe.secretKey.value,
        webhookSecret: stripe.webhookSecret.value,
        apiBase: this.env.stripe.apiBase,
      });
    }
    const billplz = keys.billplz;
    if (billplz.apiKey?.value && billplz.xSignatureKey?.value && billplz.collectionId?.value) {
      providers.billplz = new BillplzProvider({
        apiKey: billplz.apiKey.value,
        xSignatureKey: billplz.xSignatureKey.value,
        collectionId: billplz.collectionId.value,
        apiBase: this.env.billplz.apiBase,
      });
    }
    return { values, keys, providers };
  }
}
