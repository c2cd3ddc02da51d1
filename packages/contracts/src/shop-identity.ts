/**
 * The seller's identity and money rules shared by the storefront and the server (docs/product/rules.md#the-sellers-identity):
 * the one wa.me link, the currency formatter, which payment method takes which currency, and the SST computation.
 */
import { normaliseWhatsapp } from './whatsapp';
import type { SettingsCurrency, SstSettings } from './settings';

/** The number the template shipped with: used only while Settings has no contact phone. */
export const FALLBACK_WHATSAPP_NUMBER = '60123456789';

/**
 * Settings' contact phone as wa.me wants it: the country code and the number, digits only. A Malaysian number in
 * any form (012-…, +60 12-…, 60…) is normalised; other digits are kept as written; none: the fallback.
 */
export function whatsappDigits(contactPhone: string | null | undefined): string {
  const normalised = normaliseWhatsapp(contactPhone);
  if (normalised) return normalised.replace(/\D/g, '');
  const digits = (contactPhone ?? '').replace(/\D/g, '');
  return digits.length >= 8 ? digits : FALLBACK_WHATSAPP_NUMBER;
}

/** The one WhatsApp link to the seller, with its prefilled text. */
export const sellerWhatsappLink = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** How each currency of Settings is written before an amount. */
export const CURRENCY_PREFIXES: Record<SettingsCurrency, string> = { MYR: 'RM', USD: 'US$', SGD: 'S$' };

/** "RM1,234.50", "US$1,234.50", "S$1,234.50": two decimals, thousands separators, a minus before the prefix. */
export function formatMoney(amount: number, currency: SettingsCurrency): string {
  const prefix = CURRENCY_PREFIXES[currency] ?? 'RM';
  const [whole, fraction] = Math.abs(amount).toFixed(2).split('.');
  const text = `${prefix}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  return amount < 0 && Math.abs(amount) >= 0.005 ? `-${text}` : text;
}

/**
 * Which currencies each payment method can take. Touch 'n Go eWallet, DuitNow QR and FPX are ringgit only; bank
 * transfer, Alipay and WeChat Pay settle the three; card and GrabPay go through this shop's gateway integration,
 * which charges in ringgit (docs/payments.md), so they too are offered only when the shop sells in MYR.
 */
export const METHOD_CURRENCIES: Record<string, readonly SettingsCurrency[]> = {
  touchNGo: ['MYR'],
  duitNow: ['MYR'],
  bankTransfer: ['MYR', 'USD', 'SGD'],
  alipay: ['MYR', 'USD', 'SGD'],
  wechatPay: ['MYR', 'USD', 'SGD'],
  card: ['MYR'],
  fpx: ['MYR'],
  grabpay: ['MYR'],
};

export const methodTakesCurrency = (method: string, currency: SettingsCurrency): boolean =>
  (METHOD_CURRENCIES[method] ?? ['MYR']).includes(currency);

/** An order's amounts with SST, in the currency's units with 2 decimals. */
export interface TaxedAmounts {
  /** Before tax. */
  subtotal: number;
  tax: number;
  /** What the customer pays. */
  total: number;
  ratePercent: number;
  pricesIncludeTax: boolean;
}

const toSen = (amount: number) => Math.round(amount * 100);

/**
 * SST on an order, computed once on the order's amount (not line by line) in whole sen, rounded half up to the
 * sen. Prices inclusive: tax = amount × rate / (100 + rate), the subtotal is the rest, the total is the amount.
 * Prices exclusive: tax = amount × rate / 100 added on top. The rate is kept to 1/100 of a percent, so the
 * computation is exact integer arithmetic: no float rounding can move a sen.
 */
export function computeSst(amount: number, sst: Pick<SstSettings, 'ratePercent' | 'pricesIncludeTax'>): TaxedAmounts {
  const sen = toSen(amount);
  const rate = Math.round(sst.ratePercent * 100); // hundredths of a percent: 8 % = 800
  const halfUp = (numerator: number, denominator: number) =>
    Math.floor((2 * numerator + denominator) / (2 * denominator));
  if (sst.pricesIncludeTax) {
    const taxSen = rate === 0 ? 0 : halfUp(sen * rate, 10000 + rate);
    return {
      subtotal: (sen - taxSen) / 100,
      tax: taxSen / 100,
      total: sen / 100,
      ratePercent: rate / 100,
      pricesIncludeTax: true,
    };
  }
  const taxSen = halfUp(sen * rate, 10000);
  return {
    subtotal: sen / 100,
    tax: taxSen / 100,
    total: (sen + taxSen) / 100,
    ratePercent: rate / 100,
    pricesIncludeTax: false,
  };
}

/** Settings' SST rate: 0 to 100 with at most 2 decimals; else a message. */
export function sstRateProblem(rate: unknown): string | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return 'The SST rate must be a number';
  if (rate < 0 || rate > 100) return 'The SST rate must be between 0 and 100 %';
  if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) return 'The SST rate may have at most 2 decimals';
  return null;
}

/**
 * What the storefront's prerendered pages are built with in place of the seller's identity (frontend
 * scripts/prerender.mjs); the server puts the identity of Settings in their place when it sends a page
 * (backend core/http/prerendered-pages.ts). Letters and digits only, so HTML escaping and URL encoding keep them.
 */
export const PRERENDER_PLACEHOLDERS = {
  siteName: 'KedaiSiteNamePlaceholder',
  siteDescription: 'KedaiSiteDescriptionPlaceholder',
  contactEmail: 'KedaiContactEmailPlaceholder',
  address: 'KedaiAddressPlaceholder',
  businessRegistrationNumber: 'KedaiRegistrationPlaceholder',
  whatsappNumber: '600000000000000',
} as const;

/** The name of the meta element whose content is the page's ShopInfo as JSON (the app's first render uses it). */
export const SHOP_INFO_META = 'kedai-shop';
