import { Logger } from '@nestjs/common';
import type { Response } from 'express';

const logger = new Logger('CsvDownload');

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
 *
 * The first batch is read before anything is sent, so a refused filter (the row source throws it when it
 * builds its query) or a database that fails at once is still answered as an error with its own status.
 * A failure after the first rows can no longer change the status: the download is cut off, so the browser
 * reports it as failed instead of saving a file that looks whole (or waiting for an end that never comes).
 * Writes wait for the client to take what was sent, and stop reading when it goes away.
 */
export async function streamCsv(
  res: Response,
  fileName: string,
  header: string[],
  batches: AsyncIterable<CsvValue[][]>,
): Promise<void> {
  const source = batches[Symbol.asyncIterator]();
  let next = await source.next();
  // Before res.end(), 'close' means the client went away (or the socket broke).
  let open = true;
  res.once('close', () => (open = false));
  const send = async (chunk: string) => {
    if (!open || res.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done).off('close', done);
        resolve();
      };
      res.on('drain', done).on('close', done);
    });
  };
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await send(`\uFEFF${csvRow(header)}`);
    while (open && !next.done) {
      if (next.value.length) await send(next.value.map(csvRow).join(''));
      if (open) next = await source.next();
    }
    if (open) res.end();
    else await source.return?.();
  } catch (error) {
    logger.error(`The CSV download ${fileName} failed after it began: ${String(error)}`);
    res.destroy();
  }
}
