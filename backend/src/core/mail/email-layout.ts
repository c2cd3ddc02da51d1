import { DEFAULT_LANGUAGE, type Language } from '@kedai/contracts';
import { publicUrl } from '../config/public-url';
import { shopIdentity, shopMoney, shopWhatsappLink } from '../format/shop-identity';
import { emailT, type EmailT } from '../i18n/email-i18n';

/** One line of an order summary: what was bought, how many, and what the line costs. */
export interface EmailOrderLine {
  title: string;
  option?: string | null;
  quantity: number;
  amount: number;
}

/**
 * What an e-mail is made of. Every e-mail is a list of these blocks, rendered by the one layout to HTML
 * (inline styles, table layout: Gmail and Outlook) and to plain text; every text is escaped in the HTML.
 */
export type EmailBlock =
  | { kind: 'heading'; text: string }
  /** A paragraph; a line break in the text stays a line break. */
  | { kind: 'paragraph'; text: string }
  /** Small print under the main content (a validity, a "you can ignore this"). */
  | { kind: 'note'; text: string }
  /** Someone's own words, e.g. a support agent's reply. */
  | { kind: 'quote'; text: string }
  | {
      kind: 'summary';
      orderId: string;
      lines: EmailOrderLine[];
      total: number;
      /** The discount code and what it took off (before SST); absent: none. */
      discount?: { code: string; amount: number } | null;
    }
  /** The main action: a button in HTML, "label: url" in text. */
  | { kind: 'button'; label: string; url: string }
  /** A secondary link. */
  | { kind: 'link'; label: string; url: string }
  /** Codes or credentials to copy: monospace, one "label: value" row each. */
  | { kind: 'code'; title?: string; rows: { label: string; value: string }[] };

export interface RenderedEmail {
  html: string;
  text: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace";
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';
const LINE = '#e5e7eb';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** A link's address for an href: only absolute http(s) addresses; anything else becomes the shop's home. */
function safeHref(url: string): string {
  return escapeHtml(/^https?:\/\//i.test(url) ? url : publicUrl('/'));
}

const lineTitle = (line: EmailOrderLine) => `${line.title}${line.option ? ` (${line.option})` : ''}`;
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function summaryText(block: Extract<EmailBlock, { kind: 'summary' }>, t: EmailT): string {
  return [
    t('layout.order', { orderId: block.orderId }),
    ...block.lines.map((line) => `- ${lineTitle(line)} x ${line.quantity}: ${shopMoney(line.amount)}`),
    ...(block.discount
      ? [`- ${t('layout.discount', { code: block.discount.code })}: -${shopMoney(block.discount.amount)}`]
      : []),
    t('layout.totalLine', { amount: shopMoney(block.total) }),
  ].join('\n');
}

function codeText(block: Extract<EmailBlock, { kind: 'code' }>): string {
  const rows = block.rows.map((row) => `${block.title ? '  ' : ''}${row.label}: ${row.value}`);
  return (block.title ? [`${block.title}:`, ...rows] : rows).join('\n');
}

function blockText(block: EmailBlock, t: EmailT): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'summary':
      return summaryText(block, t);
    case 'button':
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'code':
      return codeText(block);
  }
}

const cell = (style: string, content: string, align = 'left') =>
  `<td align="${align}" style="${style}">${content}</td>`;

function summaryHtml(block: Extract<EmailBlock, { kind: 'summary' }>, t: EmailT): string {
  const th = `${FONT};font-size:12px;color:${MUTED};padding:8px 0;border-bottom:1px solid ${LINE};text-transform:uppercase`;
  const td = `${FONT};font-size:14px;color:${INK};padding:8px 0;border-bottom:1px solid ${LINE};vertical-align:top`;
  const rows = block.lines
    .map(
      (line) =>
        `<tr>${cell(td, escapeHtml(lineTitle(line)))}${cell(td, String(line.quantity), 'center')}` +
        `${cell(td, escapeHtml(shopMoney(line.amount)), 'right')}</tr>`,
    )
    .join('');
  const discount = block.discount
    ? `<tr>${cell(td, escapeHtml(t('layout.discount', { code: block.discount.code })))}${cell(td, '')}` +
      `${cell(td, escapeHtml(`-${shopMoney(block.discount.amount)}`), 'right')}</tr>`
    : '';
  const total = `${FONT};font-size:15px;font-weight:bold;color:${INK};padding:10px 0 0`;
  return (
    `<p style="${FONT};font-size:13px;color:${MUTED};margin:0 0 4px">${escapeHtml(t('layout.order', { orderId: block.orderId }))}</p>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px">` +
    `<tr>${cell(th, escapeHtml(t('layout.product')))}${cell(th, escapeHtml(t('layout.quantity')), 'center')}` +
    `${cell(th, escapeHtml(t('layout.price')), 'right')}</tr>${rows}${discount}` +
    `<tr>${cell(total, escapeHtml(t('layout.total')))}${cell(total, '')}${cell(total, escapeHtml(shopMoney(block.total)), 'right')}</tr></table>`
  );
}

function codeHtml(block: Extract<EmailBlock, { kind: 'code' }>): string {
  const title = block.title
    ? `<p style="${FONT};font-size:14px;font-weight:bold;color:${INK};margin:0 0 6px">${escapeHtml(block.title)}</p>`
    : '';
  const rows = block.rows
    .map(
      (row) =>
        `<tr><td style="${FONT};font-size:13px;color:${MUTED};padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(row.label)}</td>` +
        `<td style="${MONO};font-size:15px;color:${INK};padding:4px 0;word-break:break-all">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  return (
    `${title}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="background:#f3f4f6;border:1px solid ${LINE};border-radius:6px;margin:0 0 16px">` +
    `<tr><td style="padding:10px 14px"><table role="presentation" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr></table>`
  );
}

function blockHtml(block: EmailBlock, t: EmailT): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT};font-size:20px;line-height:28px;color:${INK};margin:0 0 16px">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="${FONT};font-size:15px;line-height:22px;color:${INK};margin:0 0 16px">${htmlLines(block.text)}</p>`;
    case 'note':
      return `<p style="${FONT};font-size:13px;line-height:19px;color:${MUTED};margin:0 0 12px">${htmlLines(block.text)}</p>`;
    case 'quote':
      return (
        `<p style="${FONT};font-size:15px;line-height:22px;color:${INK};margin:0 0 16px;padding:8px 14px;` +
        `border-left:3px solid ${ACCENT};background:#f9fafb">${htmlLines(block.text)}</p>`
      );
    case 'summary':
      return summaryHtml(block, t);
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 8px"><tr>` +
        `<td bgcolor="${ACCENT}" style="border-radius:6px"><a href="${safeHref(block.url)}" target="_blank" ` +
        `style="${FONT};display:inline-block;padding:12px 22px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">` +
        `${escapeHtml(block.label)}</a></td></tr></table>` +
        `<p style="${FONT};font-size:12px;line-height:17px;color:${MUTED};margin:0 0 16px;word-break:break-all">` +
        `${escapeHtml(t('layout.orOpen'))} <a href="${safeHref(block.url)}" style="color:${ACCENT}">${escapeHtml(block.url)}</a></p>`
      );
    case 'link':
      return (
        `<p style="${FONT};font-size:14px;line-height:20px;color:${INK};margin:0 0 12px">` +
        `<a href="${safeHref(block.url)}" target="_blank" style="color:${ACCENT}">${escapeHtml(block.label)}</a></p>`
      );
    case 'code':
      return codeHtml(block);
  }
}

/**
 * The one layout of every e-mail: a header with the shop's name, the blocks, a footer with the shop's
 * address. HTML: a 600 px table, inline styles only; text: the same content, blocks separated by a blank line.
 * The layout's own words (the order summary's headings) are in the e-mail's language.
 */
export function renderEmail(
  subject: string,
  blocks: readonly EmailBlock[],
  language: Language = DEFAULT_LANGUAGE,
): RenderedEmail {
  const t = emailT(language);
  const home = publicUrl('/');
  const shop = shopIdentity();
  const whatsapp = shopWhatsappLink(shop.siteName);
  const contact = [
    shop.businessRegistrationNumber ? `${shop.siteName} (${shop.businessRegistrationNumber})` : shop.siteName,
    shop.address,
    shop.contactEmail,
  ].filter(Boolean);
  const text = [
    ...blocks.map((block) => blockText(block, t)),
    [...contact, `WhatsApp: ${whatsapp}`, home].join('\n'),
  ].join('\n\n');
  const muted = `style="color:${MUTED}"`;
  const html =
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:8px">` +
    `<tr><td style="padding:18px 24px;border-bottom:1px solid ${LINE}"><a href="${safeHref(home)}" ` +
    `style="${FONT};font-size:18px;font-weight:bold;color:${ACCENT};text-decoration:none">${escapeHtml(shop.siteName)}</a></td></tr>` +
    `<tr><td style="padding:24px">${blocks.map((block) => blockHtml(block, t)).join('')}</td></tr>` +
    `<tr><td style="padding:14px 24px;border-top:1px solid ${LINE};${FONT};font-size:12px;color:${MUTED}">` +
    `${contact.map(htmlLines).join('<br>')}<br>` +
    `<a href="${safeHref(whatsapp)}" ${muted}>WhatsApp</a> · <a href="${safeHref(home)}" ${muted}>${escapeHtml(home)}</a></td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { html, text };
}
