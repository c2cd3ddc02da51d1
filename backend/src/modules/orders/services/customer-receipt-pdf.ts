import PDFDocument from 'pdfkit';
import type { OrderReceiptDocument } from '@kedai/contracts';

const money = (amount: number) => `RM${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * PDFKit's built-in Helvetica has only the Latin-1 (WinAnsi) characters: anything else (Chinese, emoji)
 * would print as a wrong glyph, so it is printed as "?" instead. The web receipt shows every character.
 */
export const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const PAGE = { size: 'A4', margin: 50 } as const;
const COLUMNS = { item: 50, quantity: 330, unit: 380, line: 470, end: 545 };

/** The customer's receipt as an A4 PDF (PDFKit, built-in fonts): the same facts as /order/{id}/receipt. */
export function renderReceiptPdf(receipt: OrderReceiptDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    ...PAGE,
    info: { Title: `Receipt ${receipt.orderId}`, Author: printable(receipt.shopName), Subject: receipt.orderId },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(printable(receipt.shopName));
  doc.font('Helvetica').fontSize(12).fillColor('#555').text('Receipt').fillColor('#000').moveDown();
  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(printable(value));
  };
  fact('Order', receipt.orderId);
  fact('Date', `${receipt.createdAtText} (Malaysia time)`);
  fact('Customer', receipt.customerName);
  fact('Payment method', receipt.paymentMethod);
  fact('Payment status', receipt.paymentStatus);
  doc.moveDown();

  const row = (cells: [string, string, string, string], bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
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
    const title = line.optionLabel ? `${line.title} (${line.optionLabel})` : line.title;
    row([printable(title), String(line.quantity), money(line.unitPrice), money(line.lineTotal)]);
  }
  rule();
  row(['Total', '', '', money(receipt.totalAmount)], true);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text('Amounts in Malaysian ringgit (RM). Keep this receipt for your records.', COLUMNS.item);
  doc.end();
  return done;
}
