import type { Response } from 'express';

export type CsvValue = string | number | null | undefined;

/** Cells a spreadsheet would run as a formula (OWASP CSV injection): = + - @, and tab / carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that would start a formula gets a leading apostrophe (shown as text, not run), and
 * every cell with a comma, quote, line break or that apostrophe is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Streams a CSV download: the header now, then each batch as it is read, so a large export never sits in
 * memory. A UTF-8 byte order mark lets spreadsheet programs read names with accents.
 */
export async function streamCsv(
  res: Response,
  fileName: string,
  header: string[],
  batches: AsyncIterable<CsvValue[][]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${csvRow(header)}`);
  for await (const rows of batches) {
    if (rows.length) res.write(rows.map(csvRow).join(''));
  }
  res.end();
}
