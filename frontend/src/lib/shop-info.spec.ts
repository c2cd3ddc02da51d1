import { afterEach, describe, expect, it } from 'vitest';
import { whatsappLink } from '@/config/business';
import { i18n, initI18n } from './i18n/i18n';
import { formatRM, formatRMDecimal } from './money';
import { setShopInfo, TEMPLATE_SHOP_INFO } from './shop-info';

describe("the seller's identity from Settings", () => {
  afterEach(() => setShopInfo(TEMPLATE_SHOP_INFO));

  it('puts the site name in every text that names the shop', async () => {
    await initI18n();
    expect(i18n.t('footer.whatsappText')).toBe('Hi Kedai, I have a question.');
    setShopInfo({ ...TEMPLATE_SHOP_INFO, siteName: 'Syarikat Digital Maju' });
    expect(i18n.t('footer.whatsappText')).toBe('Hi Syarikat Digital Maju, I have a question.');
  });

  it('builds every WhatsApp link from the contact phone, the prefilled text kept', () => {
    setShopInfo({ ...TEMPLATE_SHOP_INFO, whatsappNumber: '60198765432' });
    expect(whatsappLink('Hi, order 1')).toBe('https://wa.me/60198765432?text=Hi%2C%20order%201');
  });

  it("shows prices in the shop's currency", () => {
    expect(formatRM(1234.5)).toBe('RM1,234.50');
    setShopInfo({ ...TEMPLATE_SHOP_INFO, currency: 'USD' });
    expect(formatRM(1234.5)).toBe('US$1,234.50');
    expect(formatRMDecimal('-12.3')).toBe('-US$12.30');
  });
});
