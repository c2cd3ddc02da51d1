import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { convert } from 'fontverter';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';
import { formatMoney, type OrderReceiptDocument } from '@kedai/contracts';
import { shopZoneNote } from '../../../core/format/shop-time';

/**
 * Noto Sans SC from @fontsource/noto-sans-sc, its "chinese-simplified" file: Latin (English, Malay) and the
 * common Chinese characters in one font, so a name like "陈伟明 Tan Wei Ming" prints as itself. The 8,000-glyph
 * font is cut down first (HarfBuzz's subsetter, `subset-font`) to the characters of this one document, in a few
 * hundred milliseconds; PDFKit then embeds that small font (a few kilobytes), never the whole 1.5 MB file.
 * Giving PDFKit the whole font instead takes it 15 to 30 seconds a document.
 */
const FONT_DIR = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
const FONTS = {
  regular: join(FONT_DIR, 'noto-sans-sc-chinese-simplified-400-normal.woff'),
  bold: join(FONT_DIR, 'noto-sans-sc-chinese-simplified-700-normal.woff'),
} as const;

/** The fonts as plain OpenType, unpacked from WOFF once per process (the first PDF pays it). */
let unpacked: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
const fontFiles = () => {
  unpacked ??= Promise.all([readFile(FONTS.regular), readFile(FONTS.bold)])
    .then(([regular, bold]) => Promise.all([convert(regular, 'sfnt'), convert(bold, 'sfnt')]))
    .then(([regular, bold]) => ({ regular, bold }));
  unpacked.catch(() => (unpacked = null));
  return unpacked;
};

/** Every printable ASCII character (labels, amounts) and every character of the receipt's own texts. */
const charactersOf = (receipt: OrderReceiptDocument): string => {
  let ascii = '';
  for (let code = 0x20; code < 0x7f; code += 1) ascii += String.fromCharCode(code);
  return [...new Set(ascii + JSON.stringify(receipt) + '·')].join('');
};

const CURRENCY_NAMES = { MYR: 'Malaysian ringgit (RM)', USD: 'US dollars (US$)', SGD: 'Singapore dollars (S$)' };

const PAGE = { size: 'A4', margin: 50 } as const;
const COLUMNS = { item: 50, quantity: 330, unit: 380, line: 470, end: 545 };

const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2)}%`;

/**
 * The customer's receipt as an A4 PDF: the same facts as /order/{id}/receipt. With SST it is the seller's
 * invoice: "Invoice", its number, the tax line (docs/product/orders.md#invoices-and-sst).
 */
export async function renderReceiptPdf(receipt: OrderReceiptDocument): Promise<Buffer> {
  const characters = charactersOf(receipt);
  const whole = await fontFiles();
  const [regular, bold] = await Promise.all([
    subsetFont(whole.regular, characters, { targetFormat: 'sfnt' }),
    subsetFont(whole.bold, characters, { targetFormat: 'sfnt' }),
  ]);
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const title = receipt.kind === 'invoice' ? 'Invoice' : 'Receipt';
  const doc = new PDFDocument({
    ...PAGE,
    info: {
      Title: `${title} ${receipt.invoiceNumber ?? receipt.orderId}`,
      Author: receipt.seller.name,
      Subject: receipt.orderId,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { seller } = receipt;
  doc.font('bold').fontSize(20).text(seller.name);
  doc.font('regular').fontSize(9).fillColor('#555');
  if (seller.registrationNumber) doc.text(`Registration no. (SSM): ${seller.registrationNumber}`);
  if (seller.address) doc.text(seller.address);
  const contact = [seller.email, seller.whatsappNumber ? `WhatsApp +${seller.whatsappNumber}` : ''].filter(Boolean);
  if (contact.length > 0) doc.text(contact.join(' · '));
  doc.fillColor('#000').moveDown();
  doc.font('bold').fontSize(14).text(title).moveDown(0.5);

  const fact = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  if (receipt.invoiceNumber) fact('Invoice no.', receipt.invoiceNumber);
  if (receipt.invoiceIssuedAt && receipt.invoiceIssuedAtText) {
    fact('Invoice date', `${receipt.invoiceIssuedAtText} (${shopZoneNote(new Date(receipt.invoiceIssuedAt))})`);
  }
  fact('Order', receipt.orderId);
  fact('Order date', `${receipt.createdAtText} (${shopZoneNote(new Date(receipt.createdAt))})`);
  fact('Customer', receipt.customerName);
  if (receipt.company) {
    fact('Company', receipt.company.name);
    if (receipt.company.registrationNumber) fact('Company registration no.', receipt.company.registrationNumber);
  }
  fact('Payment method', receipt.paymentMethod);
  fact('Payment status', receipt.paymentStatus);
  doc.moveDown();

  const row = (cells: [string, string, string, string], bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    doc.text(cells[0], COLUMNS.item, top, { width: COLUMNS.quantity - COLUMNS.item - 10 });
    const bottom = doc.y;
    doc.text(cells[1], COLUMNS.quantity, top, { width: COLUMNS.unit - COLUMNS.quantity - 10, align: 'right' });
    doc.text(cells[2], COLUMNS.unit, top, { width: COLUMNS.line - COLUMNS.unit - 10, align: 'right' });
    doc.text(cells[3], COLUMNS.line, top, { width: COLUMNS.end - COLUMNS.line, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc.x = COLUMNS.item;
  };
  const rule = () => {
    doc.moveTo(COLUMNS.item, doc.y).lineTo(COLUMNS.end, doc.y).strokeColor('#999').stroke();
    doc.y += 4;
  };
  row(['Item', 'Qty', 'Unit price', 'Amount'], true);
  rule();
  for (const line of receipt.lines) {
    const name = line.optionLabel ? `${line.title} (${line.optionLabel})` : line.title;
    row([name, String(line.quantity), money(line.unitPrice), money(line.lineTotal)]);
  }
  rule();
  const { tax } = receipt;
  // The discount comes off the goods before SST is computed (docs/product/discounts.md).
  if (receipt.discount) row([`Discount (${receipt.discount.code})`, '', '', `-${money(receipt.discount.amount)}`]);
  if (tax) {
    row(['Subtotal (excluding SST)', '', '', money(tax.subtotal)]);
    row([`SST ${percent(tax.ratePercent)}`, '', '', money(tax.tax)]);
  }
  row(['Total', '', '', money(receipt.totalAmount)], true);
  doc.moveDown(2);
  const notes = [
    `Amounts in ${CURRENCY_NAMES[receipt.currency]}.`,
    tax && tax.pricesIncludeTax ? `Prices include SST at ${percent(tax.ratePercent)}.` : '',
    'Keep this document for your records.',
  ].filter(Boolean);
  doc.font('regular').fontSize(9).fillColor('#555').text(notes.join(' '), COLUMNS.item);
  doc.end();
  return done;
}
