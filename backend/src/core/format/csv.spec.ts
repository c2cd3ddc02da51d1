import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { createServer, get, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csvCell, csvRow, streamCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Aisyah')).toBe('Aisyah');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Tan, Ali')).toBe('"Tan, Ali"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://x")', '+60123', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a cell that would start a formula: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('streamCsv', () => {
  let server: Server;
  let handle: (res: Response) => Promise<void>;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      // The few parts of express's Response that streamCsv uses.
      const response = Object.assign(res, {
        status: (code: number) => {
          res.statusCode = code;
          return response;
        },
      }) as unknown as Response;
      handle(response).catch((error: Error) => {
        res.statusCode = 400;
        res.end(`refused: ${error.message}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Downloads the CSV; the body received so far and how it ended (a cut-off download rejects). */
  const download = () =>
    new Promise<{ status: number; body: string; complete: boolean }>((resolve) => {
      const { port } = server.address() as AddressInfo;
      get(`http://127.0.0.1:${port}/`, (response: IncomingMessage) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, complete: true }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body, complete: false }));
      }).on('error', () => resolve({ status: 0, body: '', complete: false }));
    });

  it('sends the header and every batch, then ends', async () => {
    handle = (res) =>
      streamCsv(
        res,
        'a.csv',
        ['Name', 'Total'],
        (async function* () {
          yield [['Aisyah', '12.50']];
          yield [];
          yield [['Tan, Ali', '3.00']];
        })(),
      );
    expect(await download()).toEqual({
      status: 200,
      body: '\uFEFFName,Total\r\nAisyah,12.50\r\n"Tan, Ali",3.00\r\n',
      complete: true,
    });
  });

  it('lets a refusal before the first rows answer with its own status (a bad filter is not a 200 that never ends)', async () => {
    handle = (res) =>
      streamCsv(
        res,
        'a.csv',
        ['Name'],
        // What a row source does when its filter is refused: the first read throws.
        {
          [Symbol.asyncIterator]: () => ({
            next: () => Promise.reject(new Error('status must be one of: pending, succeeded')),
          }),
        },
      );
    expect(await download()).toEqual({
      status: 400,
      body: 'refused: status must be one of: pending, succeeded',
      complete: true,
    });
  });

  it('cuts the download off when a later batch fails, so it cannot pass for a whole file', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    handle = (res) =>
      streamCsv(
        res,
        'a.csv',
        ['Name'],
        (async function* () {
          yield [['first']];
          throw new Error('connection lost');
        })(),
      );
    // Whether the status line got out first depends on the socket's buffering; the download never ends well.
    expect((await download()).complete).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('connection lost'));
    logged.mockRestore();
  });
});
