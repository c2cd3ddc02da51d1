import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the Stripe API with only the endpoints Kedai calls: create and retrieve a Checkout Session,
 * create a refund. It answers Stripe's JSON shapes; `event()` builds the webhook events Stripe would send for a
 * session, signed by the SDK's own test-header helper. Nothing leaves the machine.
 */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  client_reference_id: string | null;
  currency: string;
  amount_total: number;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  url: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  mode: 'payment';
}

export interface StripeStub {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StubSession>;
  refunds: { id: string; payment_intent: string; amount: number; status: string }[];
  requests: { method: string; path: string; body: Record<string, string> }[];
  /** Answer the next N create-session calls with a 500 (a provider outage). */
  failNext(count: number): void;
  /** The customer paid on Stripe's page. */
  pay(sessionId: string): StubSession;
  /** A signed webhook body and header for one of the session's events. */
  event(
    type:
      | 'checkout.session.completed'
      | 'checkout.session.async_payment_succeeded'
      | 'checkout.session.async_payment_failed',
    sessionId: string,
    override?: Partial<StubSession>,
  ): { body: string; signature: string; id: string };
  refundEvent(paymentIntent: string): { body: string; signature: string; id: string };
  sign(body: string, secret?: string, timestamp?: number): string;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(counter += 1)}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeStub(): Promise<StripeStub> {
  const sessions = new Map<string, StubSession>();
  const refunds: StripeStub['refunds'] = [];
  const requests: StripeStub['requests'] = [];
  const stripe = new Stripe('sk_test_stub');
  const webhookSecret = 'whsec_test_stub_secret';
  let failures = 0;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readForm(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path, body });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== 'Bearer sk_test_stub') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failures > 0) {
          failures -= 1;
          return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        }
        let amount = 0;
        for (let index = 0; body[`line_items[${index}][quantity]`]; index += 1) {
          amount +=
            Number(body[`line_items[${index}][quantity]`]) *
            Number(body[`line_items[${index}][price_data][unit_amount]`]);
        }
        const id = nextId('cs');
        const session: StubSession = {
          id,
          object: 'checkout.session',
          client_reference_id: body.client_reference_id ?? null,
          currency: body['line_items[0][price_data][currency]'] ?? 'myr',
          amount_total: amount,
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          metadata: { orderId: body['metadata[orderId]'] ?? '' },
          allowed_payment_method_types: Object.entries(body)
            .filter(([key]) => key.startsWith('allowed_payment_method_types'))
            .map(([, value]) => value),
          mode: 'payment',
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1] ?? '');
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const refund = {
          id: nextId('re'),
          object: 'refund',
          payment_intent: body.payment_intent ?? '',
          amount: Number(body.amount),
          currency: 'myr',
          status: 'pending',
        };
        refunds.push(refund);
        return send(200, refund);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const sign = (body: string, secret = webhookSecret, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp && { timestamp }) });

  const wrap = (type: string, object: unknown) => {
    const id = nextId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return { body, signature: sign(body), id };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_stub',
    webhookSecret,
    sessions,
    refunds,
    requests,
    failNext: (count) => (failures = count),
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: nextId('pi') });
      return session;
    },
    event: (type, sessionId, override = {}) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      return wrap(type, { ...session, ...override });
    },
    refundEvent: (paymentIntent) => {
      const mine = refunds.filter((refund) => refund.payment_intent === paymentIntent);
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
      return wrap('charge.refunded', {
        id: nextId('ch'),
        object: 'charge',
        amount: session?.amount_total ?? 0,
        amount_refunded: mine.reduce((sum, refund) => sum + refund.amount, 0),
        currency: 'myr',
        payment_intent: paymentIntent,
        metadata: { orderId: session?.client_reference_id ?? '' },
        refunded: true,
        refunds: {
          object: 'list',
          data: mine.map((refund) => ({ ...refund, object: 'refund', status: 'succeeded' })),
          has_more: false,
        },
      });
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
