import { PRERENDER_PLACEHOLDERS, SHOP_INFO_META, type ShopInfo } from '@kedai/contracts';
import { personalisePage } from './shop-page';

const shop: ShopInfo = {
  timeZone: 'Asia/Kuala_Lumpur',
  siteName: 'Tan & Sons <Digital>',
  siteDescription: 'Apps "and" courses',
  contactEmail: 'hello@tan.my',
  whatsappNumber: '60198765432',
  address: 'Jalan 1',
  businessRegistrationNumber: '202301045678',
  currency: 'MYR',
  sst: { enabled: false, ratePercent: 8, pricesIncludeTax: true },
};

const P = PRERENDER_PLACEHOLDERS;

describe('personalisePage', () => {
  const page =
    `<html><head><meta name="description" content="Kedai: template" /><title>Home · ${P.siteName}</title></head>` +
    `<body><span>${P.siteName}</span><a href="https://wa.me/${P.whatsappNumber}?text=Hi%20${P.siteName}%2C%20help">WhatsApp</a>` +
    `<p>${P.address} ${P.businessRegistrationNumber} ${P.contactEmail}</p></body></html>`;

  it("puts the seller's identity in place of the placeholders: escaped in text, URL-encoded in links", () => {
    const html = personalisePage(page, shop, { titleFromPage: true });
    expect(html).toContain('<title>Home · Tan &amp; Sons &lt;Digital&gt;</title>');
    expect(html).toContain('<span>Tan &amp; Sons &lt;Digital&gt;</span>');
    expect(html).toContain('href="https://wa.me/60198765432?text=Hi%20Tan%20%26%20Sons%20%3CDigital%3E%2C%20help"');
    expect(html).toContain('<p>Jalan 1 202301045678 hello@tan.my</p>');
    expect(html).toContain('<meta name="description" content="Apps &quot;and&quot; courses" />');
    expect(html).not.toMatch(/Placeholder|600000000000000/);
  });

  it('leaves out the lines of fields the seller left empty', () => {
    const footer =
      `<address><span>${P.siteName}</span><span data-shop-line="businessRegistrationNumber">Reg. ${P.businessRegistrationNumber}</span>` +
      `<span class="a" data-shop-line="address">${P.address}</span></address>`;
    const html = personalisePage(footer, { ...shop, businessRegistrationNumber: '' }, { titleFromPage: true });
    expect(html).toContain(
      '<address><span>Tan &amp; Sons &lt;Digital&gt;</span><span class="a" data-shop-line="address">Jalan 1</span></address>',
    );
  });

  it('carries the ShopInfo for the first render, and names a plain index.html after the shop', () => {
    const html = personalisePage('<head><title>Kedai: digital goods</title></head>', shop, { titleFromPage: false });
    expect(html).toContain('<title>Tan &amp; Sons &lt;Digital&gt;</title>');
    const meta = new RegExp(`<meta name="${SHOP_INFO_META}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    const decoded = meta
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(shop);
  });
});
