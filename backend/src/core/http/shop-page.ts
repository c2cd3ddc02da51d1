import { PRERENDER_PLACEHOLDERS, SHOP_INFO_META, type ShopInfo } from '@kedai/contracts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

type TextPlaceholder = Exclude<keyof typeof PRERENDER_PLACEHOLDERS, 'whatsappNumber'>;
const TEXT_PLACEHOLDERS = Object.keys(PRERENDER_PLACEHOLDERS).filter(
  (key): key is TextPlaceholder => key !== 'whatsappNumber',
);

/**
 * A storefront page as the seller's shop: the placeholders the prerendered markup was built with become the
 * identity of Settings (URL-encoded inside links, HTML-escaped elsewhere), the WhatsApp links go to the seller's
 * number, the head's title and description are the shop's, and the page carries its ShopInfo in a meta element
 * so the app's first render says the same (frontend lib/shop-info.ts). A page without placeholders (index.html)
 * gets the site name as its title.
 */
export function personalisePage(html: string, shop: ShopInfo, options: { titleFromPage: boolean }): string {
  // A line of a field the seller left empty is left out, as the app leaves it out (data-shop-line).
  let page = TEXT_PLACEHOLDERS.filter((key) => shop[key].trim() === '').reduce(
    (text, key) => text.replace(new RegExp(`<(span|a)\\b[^>]*data-shop-line="${key}"[^>]*>.*?</\\1>`, 'gs'), ''),
    html,
  );
  page = page.replace(
    new RegExp(`wa\\.me/${PRERENDER_PLACEHOLDERS.whatsappNumber}`, 'g'),
    `wa.me/${shop.whatsappNumber.replace(/\D/g, '')}`,
  );
  // Inside an attribute that is an address, a text is URL-encoded (a prefilled WhatsApp text).
  page = page.replace(/href="[^"]*"/g, (attribute) =>
    TEXT_PLACEHOLDERS.reduce(
      (text, key) => text.split(PRERENDER_PLACEHOLDERS[key]).join(escapeHtml(encodeURIComponent(shop[key]))),
      attribute,
    ),
  );
  page = TEXT_PLACEHOLDERS.reduce(
    (text, key) => text.split(PRERENDER_PLACEHOLDERS[key]).join(escapeHtml(shop[key])),
    page,
  );
  if (!options.titleFromPage)
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.siteName)}</title>`);
  if (shop.siteDescription) {
    page = page.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(shop.siteDescription)}" />`,
    );
  }
  const meta = `<meta name="${SHOP_INFO_META}" content="${escapeHtml(JSON.stringify(shop))}" />`;
  return page.replace('</head>', `  ${meta}\n  </head>`);
}
