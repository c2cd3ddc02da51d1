/**
 * System settings: GET and PUT /api/admin/settings (what each one changes, and its default:
 * docs/product/admin.md#settings). The SMTP password is write-only: the view says whether one is stored, never what it
 * is.
 */
export const SETTINGS_CURRENCIES = ['MYR', 'USD', 'SGD'] as const;
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];
export const SETTINGS_TIMEZONES = ['Asia/Kuala_Lumpur', 'Asia/Singapore', 'UTC'] as const;
export type SettingsTimezone = (typeof SETTINGS_TIMEZONES)[number];

export interface PaymentMethodSettings {
  touchNGo: boolean;
  duitNow: boolean;
  alipay: boolean;
  wechatPay: boolean;
  bankTransfer: boolean;
}

export interface OrderSettings {
  automaticOrderConfirmation: boolean;
  /** Hours after which an unpaid order is cancelled (1..720). */
  automaticOrderCancellation: number;
  minimumOrderAmount: number;
  maximumOrderAmount: number;
}

interface EmailSettingsBase {
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  senderEmail: string;
  senderName: string;
}

export interface EmailSettingsView extends EmailSettingsBase {
  hasSmtpPassword: boolean;
}

export interface EmailSettingsInput extends EmailSettingsBase {
  /** Empty or absent keeps the stored password. */
  smtpPassword?: string;
  /** True removes the stored password. */
  clearSmtpPassword?: boolean;
}

/** Settings → Tax: Malaysian Sales and Service Tax on the shop's sales (docs/product/admin.md#tax-and-invoices). */
export interface SstSettings {
  enabled: boolean;
  /** Percent, 0 to 100 with at most 2 decimals (8 by default). */
  ratePercent: number;
  /** True: the catalogue's prices already include the tax; false: the tax is added on top at checkout. */
  pricesIncludeTax: boolean;
}

export const DEFAULT_SST_RATE_PERCENT = 8;
export const MAX_REGISTRATION_NUMBER_LENGTH = 40;
export const MAX_COMPANY_NAME_LENGTH = 120;

interface SystemSettingsBase {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  /** Digits only. */
  contactPhone: string;
  address: string;
  /** The business registration (SSM) number printed on receipts and invoices; '' when none. */
  businessRegistrationNumber: string;
  currency: SettingsCurrency;
  timezone: SettingsTimezone;
  sst: SstSettings;
  paymentMethods: PaymentMethodSettings;
  orderSettings: OrderSettings;
}

export interface SystemSettingsView extends SystemSettingsBase {
  emailSettings: EmailSettingsView;
  updatedAt: string | null;
}

/** An older client may leave out the registration number and SST: the stored ones are kept. */
export interface SystemSettingsInput extends Omit<SystemSettingsBase, 'businessRegistrationNumber' | 'sst'> {
  businessRegistrationNumber?: string;
  sst?: SstSettings;
  emailSettings: EmailSettingsInput;
}

/** POST /api/admin/settings/test-email */
export interface TestEmailResult {
  message: string;
  to: string;
  /** 'smtp' when an SMTP server is configured; 'outbox' when the mail is kept in the admin outbox. */
  delivery: 'smtp' | 'outbox';
}

/** GET /api/shop (anyone): the shop-wide facts every page needs. */
export interface ShopInfo {
  /** Settings → Timezone, an IANA name: dates on screen are shown in it. */
  timeZone: string;
  /** Settings → Site name: document titles, the header, e-mails and receipts. */
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  /** The seller's WhatsApp number as digits with the country code ('60198765432'), for every wa.me link. */
  whatsappNumber: string;
  address: string;
  businessRegistrationNumber: string;
  currency: SettingsCurrency;
  sst: SstSettings;
}
