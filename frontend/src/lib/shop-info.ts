import {
  CURRENCY_PREFIXES,
  DEFAULT_SST_RATE_PERCENT,
  DEFAULT_TIME_ZONE,
  FALLBACK_WHATSAPP_NUMBER,
  SHOP_INFO_META,
  type ShopInfo,
} from '@kedai/contracts';

/** What the storefront shows before GET /api/shop has answered on a page the server did not fill in (dev server). */
export const TEMPLATE_SHOP_INFO: ShopInfo = {
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

/** The ShopInfo the server wrote into the page (backend core/http/shop-page.ts), or null. */
export function embeddedShopInfo(): ShopInfo | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector(`meta[name="${SHOP_INFO_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as ShopInfo;
    return typeof parsed?.siteName === 'string' && typeof parsed.whatsappNumber === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The seller's identity (Settings: site name, contact, address, registration number, currency) that every screen
 * shows: the page's own copy first, then GET /api/shop (app/providers.tsx keeps it current).
 */
let current: ShopInfo = embeddedShopInfo() ?? TEMPLATE_SHOP_INFO;

export const shopInfo = (): ShopInfo => current;

export function setShopInfo(info: ShopInfo): void {
  current = info;
}

/** The currency's prefix before amounts: "RM", "US$", "S$". */
export const currencyPrefix = (): string => CURRENCY_PREFIXES[current.currency] ?? 'RM';
