import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'supertest';
import { webhookSignature } from '../../backend/src/modules/whatsapp/rules/webhook-signature';

/**
 * A stand-in for the WhatsApp Cloud API (Graph API) with the endpoints Kedai calls, answering Meta's JSON:
 * POST /{phone-number-id}/messages, GET /{media-id} (the media's URL, type and SHA-256) and the download of that
 * URL (with the token). Plus Meta's webhook bodies (entry[].changes[].value.messages / statuses), signed with
 * the app secret as Meta signs them (X-Hub-Signature-256 over the raw body).
 */
export interface StubSend {
  /** The wamid the stub gave it. */
  id: string;
  to: string;
  type: string;
  text?: { body: string };
  template?: { name: string; language: { code: string }; components?: unknown[] };
  biz_opaque_callback_data?: string;
}

export interface WhatsappStub {
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** Every message Kedai sent that reached the stub, in order (also those whose answer was dropped). */
  sent: StubSend[];
  /**
   * The next send is taken (recorded, given a wamid) but its connection is cut before the answer, as when the
   * sending worker dies during the request: the sender cannot know whether WhatsApp has it.
   */
  dropNextAnswer(when?: (send: Omit<StubSend, 'id'>) => boolean): void;
  /**
   * The next send (of those `when` picks) is taken (recorded, given a wamid) and its answer held until `release`:
   * the sender is mid-request for as long as a test needs (to kill its process there). `arrived` resolves with it.
   */
  holdNextAnswer(when?: (send: Omit<StubSend, 'id'>) => boolean): { arrived: Promise<StubSend>; release(): void };
  /** The next send (of those `when` picks) is refused with Meta's error body. */
  refuseNext(
    status: number,
    error: { message: string; code: number; details?: string },
    when?: (send: Omit<StubSend, 'id'>) => boolean,
  ): void;
  /** A file the customer sent: its media id. */
  addMedia(content: Buffer, mimeType: string): string;
  env(): Record<string, string>;
  close(): Promise<void>;
}

let counter = 0;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startWhatsappStub(): Promise<WhatsappStub> {
  const token = 'EAAG-stub-system-user-token';
  const phoneNumberId = '106540352242922';
  const appSecret = 'f3a9c2e1d4b5a6c7e8f90123456789ab';
  const verifyToken = 'kedai-verify-7Qx';
  const sent: StubSend[] = [];
  const media = new Map<string, { content: Buffer; mimeType: string }>();
  type Pick = (send: Omit<StubSend, 'id'>) => boolean;
  let dropNext: Pick | null = null;
  let hold: { when: Pick; arrived: (send: StubSend) => void; released: Promise<void> } | null = null;
  let refusal: { status: number; error: { message: string; code: number; details?: string }; when: Pick } | null = null;
  let url = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== `Bearer ${token}`) {
        return send(401, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'stub' },
        });
      }
      if (request.method === 'POST' && path === `/${phoneNumberId}/messages`) {
        const body = await readJson(request);
        const asSend = body as unknown as Omit<StubSend, 'id'>;
        if (refusal?.when(asSend)) {
          const { status, error } = refusal;
          refusal = null;
          return send(status, {
            error: {
              message: error.message,
              type: 'OAuthException',
              code: error.code,
              error_data: { messaging_product: 'whatsapp', details: error.details ?? error.message },
              fbtrace_id: 'stub',
            },
          });
        }
        counter += 1;
        // Meta's ids are unique across every send; a per-stub counter alone would repeat in the next spec's stub
        // against the same database (and trip the unique provider id).
        const id = `wamid.HBgLNjAxMjM0NTY3ODkVAgARGBI${randomBytes(6).toString('hex').toUpperCase()}${counter}`;
        sent.push({ ...(body as unknown as Omit<StubSend, 'id'>), id });
        if (dropNext?.(asSend)) {
          dropNext = null;
          request.socket.destroy();
          return;
        }
        if (hold?.when(asSend)) {
          const held = hold;
          hold = null;
          held.arrived(sent.at(-1) as StubSend);
          await held.released;
          if (request.socket.destroyed) return;
        }
        return send(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        });
      }
      const download = /^\/media-download\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && download) {
        const file = media.get(download[1] ?? '');
        if (!file) return send(404, { error: { message: 'Not found', code: 100 } });
        response.writeHead(200, { 'Content-Type': file.mimeType, 'Content-Length': file.content.length });
        return response.end(file.content);
      }
      const info = /^\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && info) {
        const file = media.get(info[1] ?? '');
        if (!file) {
          return send(400, {
            error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 },
          });
        }
        return send(200, {
          messaging_product: 'whatsapp',
          url: `${url}/media-download/${info[1]}`,
          mime_type: file.mimeType,
          sha256: createHash('sha256').update(file.content).digest('hex'),
          file_size: file.content.length,
          id: info[1],
        });
      }
      send(404, { error: { message: `Unknown path ${path}`, code: 100 } });
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token,
    phoneNumberId,
    appSecret,
    verifyToken,
    sent,
    dropNextAnswer: (when = () => true) => {
      dropNext = when;
    },
    holdNextAnswer: (when = () => true) => {
      let release = () => undefined as void;
      const released = new Promise<void>((done) => (release = done));
      let arrived: (send: StubSend) => void = () => undefined;
      const arrival = new Promise<StubSend>((done) => (arrived = done));
      hold = { when, arrived, released };
      return { arrived: arrival, release };
    },
    refuseNext: (status, error, when = () => true) => {
      refusal = { status, error, when };
    },
    addMedia: (content, mimeType) => {
      counter += 1;
      const id = `${1300000000000000 + counter}`;
      media.set(id, { content, mimeType });
      return id;
    },
    env: () => ({
      WHATSAPP_API_BASE: url,
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Meta's webhook envelope around one change's value. */
export function webhookBody(value: Record<string, unknown>, phoneNumberId = '106540352242922') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '60312345678', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

let wamidCounter = 0;
/** A fresh inbound wamid. */
export const inboundWamid = () => {
  wamidCounter += 1;
  return `wamid.HBgLNjAxMjM0NTY3ODkVAgASGBQz${Date.now().toString(36)}${wamidCounter}`;
};

const contact = (waId: string, name: string) => [{ profile: { name }, wa_id: waId }];
const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** An inbound text as Meta posts it. */
export function textWebhook(from: string, body: string, id = inboundWamid(), at = new Date()) {
  return webhookBody({
    contacts: contact(from, 'Aisyah WA'),
    messages: [{ from, id, timestamp: seconds(at), type: 'text', text: { body } }],
  });
}

/** An inbound image (or document) as Meta posts it: the media id, to be fetched through GET /{media-id}. */
export function mediaWebhook(
  from: string,
  kind: 'image' | 'document',
  media: { id: string; mimeType: string; sha256: string; caption?: string; filename?: string },
  id = inboundWamid(),
) {
  return webhookBody({
    contacts: contact(from, 'Aisyah WA'),
    messages: [
      {
        from,
        id,
        timestamp: seconds(new Date()),
        type: kind,
        [kind]: {
          id: media.id,
          mime_type: media.mimeType,
          sha256: media.sha256,
          ...(media.caption ? { caption: media.caption } : {}),
          ...(media.filename ? { filename: media.filename } : {}),
        },
      },
    ],
  });
}

/** A status of one of the shop's messages as Meta posts it (failed ones with Meta's errors). */
export function statusWebhook(
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  ownId?: string,
) {
  return webhookBody({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: seconds(new Date()),
        recipient_id: recipient,
        ...(ownId ? { biz_opaque_callback_data: ownId } : {}),
        ...(status === 'failed'
          ? {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'Message Undeliverable.' },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

/** The raw body and its X-Hub-Signature-256, as Meta sends them (sign with another secret to forge). */
export function signWebhook(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: webhookSignature(Buffer.from(body), appSecret) };
}

/** Posts a webhook body to the shop as Meta does, signed with `appSecret` (another secret forges it). */
export function postWebhook(http: { post(url: string): Test }, payload: unknown, appSecret: string): Test {
  const { body, signature } = signWebhook(payload, appSecret);
  return http
    .post('/api/channels/whatsapp/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature)
    .send(body);
}

/**
 * Points this process's WhatsApp settings (the environment an app started in it reads) at the stub; answers the
 * function that puts back what was there, for the spec's afterAll.
 */
export function useStubEnvironment(stub: WhatsappStub): () => void {
  const keys = Object.keys(stub.env());
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  Object.assign(process.env, stub.env());
  return () => {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  };
}
