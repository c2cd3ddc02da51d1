import {
  DEFAULT_SST_RATE_PERCENT,
  DEFAULT_TIME_ZONE,
  FALLBACK_WHATSAPP_NUMBER,
  formatMoney,
  sellerWhatsappLink,
  type ShopInfo,
} from '@kedai/contracts';

/**
 * The seller's public identity (GET /api/shop: site name and description, contact, address, registration number,
 * currency) for what is written outside the browser: e-mails, receipts, the storefront's HTML. The settings module
 * keeps it current in every process (`SettingsService`, like the shop's clock in shop-time.ts); until it has been
 * read it is the template's.
 */
let current: ShopInfo = {
  timeZone: DEFAULT_TIME_ZONE,
  siteName: 'Kedai',
  siteDescription: '',
  contactEmail: '',
  whatsappNumber: FALLBACK_WHATSAPP_NUMBER,
  address: '',
  businessRegistrationNumber: '',
  currency: 'MYR',
  sst: { enabled: false, ratePercent: DEFAULT_SST_RATE_PERCENT, pricesIncludeTax: true },
};

export const shopIdentity = (): ShopInfo => current;

export function setShopIdentity(identity: ShopInfo): void {
  current = { ...identity, sst: { ...identity.sst } };
}

/** An amount in the shop's currency: "RM1,234.50" (or US$, S$). */
export const shopMoney = (amount: number): string => formatMoney(amount, current.currency);

/** The seller's WhatsApp link with a prefilled text. */
export const shopWhatsappLink = (text: string): string => sellerWhatsappLink(current.whatsappNumber, text);
