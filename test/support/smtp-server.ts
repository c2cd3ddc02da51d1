import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server received, with its parts decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part ('' when there is none). */
  text: string;
  /** The text/html part ('' when there is none). */
  html: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for MailTransport.use. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** quoted-printable (soft breaks, =XX bytes) to UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header block (folded lines joined) and its body. */
function splitPart(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const headers = (at < 0 ? part : part.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  return { headers, body };
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The message's subject and its text and HTML parts (a single part or multipart/alternative). */
export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitPart(raw);
  const subject = header(headers, 'Subject');
  const boundary = /boundary="?([^";\s]+)"?/i.exec(header(headers, 'Content-Type'))?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  const find = (type: string) => {
    const part = parts.find((one) => header(one.headers, 'Content-Type').toLowerCase().startsWith(type));
    return part ? decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').trimEnd() : '';
  };
  return { subject, text: find('text/plain'), html: find('text/html') };
}

/** A real SMTP server (smtp-server from npm) on a free port; addresses starting with "bounce" are refused (550). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
