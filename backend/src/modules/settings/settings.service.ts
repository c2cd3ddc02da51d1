import { HttpStatus, Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  methodTakesCurrency,
  PAYMENT_METHOD_KEYS,
  timeZoneOrDefault,
  whatsappDigits,
  type SettingsCurrency,
  type SstSettings,
  type PaymentMethodSettings,
  type ShopInfo,
  type SystemSettingsView,
  type TestEmailResult,
} from '@kedai/contracts';
import { timingConfig } from '../../core/config/configuration';
import { setShopIdentity } from '../../core/format/shop-identity';
import { setShopTimeZone } from '../../core/format/shop-time';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { MailTransport, type SmtpSettings } from '../../core/mail/mail-transport';
import { AuditService, changedFields, type StaffActor } from '../audit';
import { SystemSettingsDto } from './dto/system-settings.dto';
import { StoredSettings, SystemSettings } from './entities/system-settings.entity';
import { DEFAULT_ORDER_CANCELLATION_HOURS, DEFAULT_SETTINGS } from './settings.defaults';

/** How often a process that saves nothing re-reads the shop's time zone (what its e-mails and exports print). */
const TIME_ZONE_REFRESH_MS = 5000;

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

/** The one system-settings row: read with defaults, replaced whole by admins, the SMTP password sealed. */
@Injectable()
export class SettingsService implements OnModuleInit, OnModuleDestroy {
  private cache: { at: number; value: Promise<SystemSettings> } | null = null;
  private timeZoneTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @InjectRepository(SystemSettings) private readonly rows: Repository<SystemSettings>,
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    /** settingsCacheMs: how long a process reuses the settings it read (other processes see a change this late). */
    @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
    private readonly audit: AuditService,
  ) {}

  /** Mail goes through the SMTP server of the settings when one is set (else SMTP_URL, else the outbox). */
  onModuleInit() {
    this.transport.useSettingsSource(() => this.smtpSettings());
    // The shop's clock (core/format/shop-time) follows Settings → Timezone in every process.
    void this.timeZone().catch(() => undefined);
    this.timeZoneTimer = setInterval(() => void this.timeZone().catch(() => undefined), TIME_ZONE_REFRESH_MS);
    this.timeZoneTimer.unref();
  }

  onModuleDestroy() {
    if (this.timeZoneTimer) clearInterval(this.timeZoneTimer);
  }

  /**
   * The shop's time zone (Settings → Timezone), which this process's dates now follow; the seller's identity
   * (name, contact, currency) that its e-mails and receipts print is refreshed with it.
   */
  async timeZone(): Promise<string> {
    return (await this.shopInfo()).timeZone;
  }

  /** GET /api/shop: the public facts every page needs (never a secret). */
  async shopInfo(): Promise<ShopInfo> {
    const values = (await this.cachedRow()).values;
    const timeZone = timeZoneOrDefault(values.timezone);
    const info: ShopInfo = {
      timeZone,
      siteName: values.siteName?.trim() || 'Kedai',
      siteDescription: values.siteDescription ?? '',
      contactEmail: values.contactEmail ?? '',
      whatsappNumber: whatsappDigits(values.contactPhone),
      address: values.address ?? '',
      businessRegistrationNumber: values.businessRegistrationNumber ?? '',
      currency: values.currency,
      sst: { ...values.sst },
    };
    setShopTimeZone(timeZone);
    setShopIdentity(info);
    return info;
  }

  /** Settings → Currency: what prices are shown and charged in. */
  async currency(): Promise<SettingsCurrency> {
    return (await this.cachedRow()).values.currency;
  }

  /** Settings → Tax: SST on or off, its rate and whether prices include it. */
  async sst(): Promise<SstSettings> {
    return { ...(await this.cachedRow()).values.sst };
  }

  async get(): Promise<SystemSettingsView> {
    return this.toView(await this.row());
  }

  async update(actor: StaffActor, input: SystemSettingsDto): Promise<SystemSettingsView> {
    const { orderSettings, emailSettings } = input;
    if (orderSettings.minimumOrderAmount > orderSettings.maximumOrderAmount) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'settings_invalid',
        'Minimum order amount cannot be more than the maximum order amount',
      );
    }
    const current = await this.row();
    const { smtpPassword, clearSmtpPassword, ...email } = emailSettings;
    const values: StoredSettings = {
      siteName: input.siteName.trim(),
      siteDescription: input.siteDescription.trim(),
      contactEmail: input.contactEmail.trim(),
      contactPhone: input.contactPhone,
      address: input.address.trim(),
      businessRegistrationNumber: (
        input.businessRegistrationNumber ?? current.values.businessRegistrationNumber
      ).trim(),
      currency: input.currency,
      timezone: input.timezone,
      sst: input.sst ? { ...input.sst } : current.values.sst,
      paymentMethods: { ...current.values.paymentMethods, ...definedOnly(input.paymentMethods) },
      emailSettings: {
        smtpHost: email.smtpHost.trim(),
        smtpPort: email.smtpPort,
        smtpUser: email.smtpUser.trim(),
        senderEmail: email.senderEmail.trim(),
        senderName: email.senderName.trim(),
      },
      orderSettings: { ...orderSettings },
    };
    const password = clearSmtpPassword ? null : smtpPassword ? smtpPassword : current.smtpPassword;
    // Which fields changed; the SMTP password only as "changed" (changedFields redacts it).
    const changed = changedFields(
      { ...current.values, smtpPassword: current.smtpPassword },
      { ...values, smtpPassword: password },
    );
    await this.rows.manager.transaction(async (em) => {
      await em.save(this.rows.create({ id: 1, values, smtpPassword: password }));
      if (Object.keys(changed).length > 0) {
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'shop' }, { changed });
      }
    });
    this.cache = null;
    await this.timeZone();
    return this.get();
  }

  /** Hours after which an unpaid order is cancelled (settings' automatic cancellation; default 24). */
  async orderCancellationHours(): Promise<number> {
    const hours = (await this.cachedRow()).values.orderSettings?.automaticOrderCancellation;
    return Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_ORDER_CANCELLATION_HOURS;
  }

  /**
   * Settings' "Automatic order confirmation" (default on): a paid order runs the guide and activation steps by
   * itself; off, it waits for an admin's GUIDE and ACTIVATE.
   */
  async automaticOrderConfirmation(): Promise<boolean> {
    return (await this.cachedRow()).values.orderSettings?.automaticOrderConfirmation !== false;
  }

  /** The shop's name (Settings → Site name), as receipts print it. */
  async siteName(): Promise<string> {
    return (await this.cachedRow()).values.siteName?.trim() || 'Kedai';
  }

  /** The admin's minimum order amount in RM (0 when unset). */
  async minimumOrderAmount(): Promise<number> {
    const amount = Number((await this.cachedRow()).values.orderSettings?.minimumOrderAmount ?? 0);
    return Number.isFinite(amount) && amount > 0 ? amount : 0;
  }

  /** The admin's maximum order amount in RM (0 when unset: no maximum). */
  async maximumOrderAmount(): Promise<number> {
    const amount = Number((await this.cachedRow()).values.orderSettings?.maximumOrderAmount ?? 0);
    return Number.isFinite(amount) && amount > 0 ? amount : 0;
  }

  /** The payment-method toggles (Settings → Payment Methods); a method missing from the row has its default. */
  async paymentMethods(): Promise<PaymentMethodSettings> {
    return { ...(await this.cachedRow()).values.paymentMethods };
  }

  /**
   * The manual methods checkout offers: those turned on that can take the shop's currency (a ringgit-only
   * wallet is not offered to a shop selling in USD; contracts' METHOD_CURRENCIES).
   */
  async offeredPaymentMethods(): Promise<PaymentMethodSettings> {
    const { paymentMethods, currency } = (await this.cachedRow()).values;
    const offered = { ...paymentMethods };
    for (const key of PAYMENT_METHOD_KEYS) offered[key] = offered[key] === true && methodTakesCurrency(key, currency);
    return offered;
  }

  /** POST /api/admin/settings/test-email: a test message to the contact e-mail through the mail queue. */
  async sendTestEmail(): Promise<TestEmailResult> {
    const settings = await this.get();
    const to = settings.contactEmail;
    if (!to) throw new ApiError(HttpStatus.BAD_REQUEST, 'settings_no_contact_email', 'Set a contact email first');
    await this.mail.compose({
      to,
      subject: `${settings.siteName}: test email`,
      blocks: [
        { kind: 'heading', text: 'Test email' },
        {
          kind: 'paragraph',
          text: `This is a test email from ${settings.siteName}. If you can read it, outgoing mail works.`,
        },
      ],
      related: { type: 'settings', id: 'test-email' },
    });
    const delivery = (await this.transport.hasTransport()) ? 'smtp' : 'outbox';
    return {
      message: 'Test email sent successfully',
      to,
      delivery,
    };
  }

  private async smtpSettings(): Promise<SmtpSettings | null> {
    const row = await this.cachedRow();
    const email = row.values.emailSettings;
    if (!email?.smtpHost) return null;
    return {
      host: email.smtpHost,
      port: email.smtpPort,
      user: email.smtpUser || null,
      password: row.smtpPassword,
      from: email.senderEmail ? { name: email.senderName, address: email.senderEmail } : null,
    };
  }

  private cachedRow(): Promise<SystemSettings> {
    if (this.cache && Date.now() - this.cache.at < this.timing.settingsCacheMs) return this.cache.value;
    const value = this.row();
    this.cache = { at: Date.now(), value };
    value.catch(() => (this.cache = null));
    return value;
  }

  /** The row, with defaults for anything missing (a fresh database has no row until the first save). */
  private async row(): Promise<SystemSettings> {
    const stored = await this.rows.findOneBy({ id: 1 });
    const values = stored?.values;
    return this.rows.create({
      id: 1,
      values: {
        ...DEFAULT_SETTINGS,
        ...values,
        paymentMethods: { ...DEFAULT_SETTINGS.paymentMethods, ...values?.paymentMethods },
        emailSettings: { ...DEFAULT_SETTINGS.emailSettings, ...values?.emailSettings },
        orderSettings: { ...DEFAULT_SETTINGS.orderSettings, ...values?.orderSettings },
        sst: { ...DEFAULT_SETTINGS.sst, ...values?.sst },
      },
      smtpPassword: stored?.smtpPassword ?? null,
      updatedAt: stored?.updatedAt,
    });
  }

  private toView(row: SystemSettings): SystemSettingsView {
    return {
      ...row.values,
      emailSettings: { ...row.values.emailSettings, hasSmtpPassword: Boolean(row.smtpPassword) },
      updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    };
  }
}
