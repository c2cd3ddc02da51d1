import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (what FCM or Mozilla's autopush are to a real browser), with the
 * browser's side too: `subscription()` makes a P-256 key pair and auth secret as a browser does and answers the
 * PushSubscription.toJSON() the admin page would send. Every POST to an endpoint is checked as a push service and
 * a user agent would: the VAPID JWT (RFC 8292, ES256 against the `k` key, audience = the endpoint's origin, expiry
 * within 24 h) and the aes128gcm body (RFC 8188) decrypted with the subscription's keys (RFC 8291).
 */
export interface ReceivedPush {
  endpointId: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  /** The VAPID public key the push was signed with (the `k` parameter). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | undefined;
}

export interface StubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  id: string;
}

export interface PushServiceStub {
  url: string;
  received: ReceivedPush[];
  /** Pushes that failed a check (bad JWT, undecryptable body): always expected to be empty. */
  rejected: string[];
  subscription(): StubSubscription;
  /** Answer pushes to this endpoint with `status` (410: the browser unsubscribed; 500: an outage) `times` times. */
  answer(endpointId: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const b64url = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the JWT signed with ES256 by the key k names. */
function checkVapid(header: string | undefined, endpoint: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not a VAPID header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const raw = b64url(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(b64url(head).toString('utf8')) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg ${header_.alg}`);
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, b64url(signature));
  if (!valid) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(b64url(body).toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud} is not the endpoint's origin`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return { claims, vapidKey: k };
}

/** RFC 8291 key derivation, then the single aes128gcm record of RFC 8188 with its padding delimiter. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] as number;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record delimiter missing');
  return padded.subarray(0, end);
}

export async function startPushServiceStub(): Promise<PushServiceStub> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let url = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpointId = (request.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(endpointId);
      if (request.method !== 'POST' || !browser) {
        response.writeHead(404).end();
        return;
      }
      const forced = answers.get(endpointId);
      if (forced && forced.times > 0) {
        forced.times--;
        response.writeHead(forced.status).end('forced by the test');
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { claims, vapidKey } = checkVapid(request.headers.authorization, `${url}/push/${endpointId}`);
        const plain = decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth);
        received.push({
          endpointId,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          vapidKey,
          claims,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201, { Location: `${url}/message/${randomUUID()}` }).end();
      } catch (error) {
        rejected.push(`${endpointId}: ${String(error)}`);
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    rejected,
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      browsers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpointId, status, times = Number.POSITIVE_INFINITY) {
      answers.set(endpointId, { status, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
