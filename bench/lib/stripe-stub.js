'use strict';
/**
 * The Stripe API as the benchmark needs it, in the bench process: create and retrieve a Checkout Session,
 * with Stripe's JSON shapes, and `completed(sessionId)`: the signed `checkout.session.completed` event Stripe
 * would send, signed with the SDK's own `stripe.webhooks.generateTestHeaderString`. It is the plain-JS twin
 * of test/support/stripe-stub.ts (the bench runs without a TypeScript loader); nothing leaves the machine.
 */
const { createServer } = require('node:http');
const Stripe = require('stripe');

const SECRET_KEY = 'sk_test_bench';
const WEBHOOK_SECRET = 'whsec_test_bench_secret';

let counter = 0;
const nextId = (prefix) => `${prefix}_bench${Date.now().toString(36)}${(counter += 1)}`;

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

async function startStripeStub() {
  const sessions = new Map(); // id -> session
  const byOrder = new Map(); // client_reference_id -> session id
  const stripe = new Stripe(SECRET_KEY);
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readForm(request);
      const path = (request.url ?? '').split('?')[0];
      const send = (status, json) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        let amount = 0;
        for (let index = 0; body[`line_items[${index}][quantity]`]; index += 1) {
          amount +=
            Number(body[`line_items[${index}][quantity]`]) *
            Number(body[`line_items[${index}][price_data][unit_amount]`]);
        }
        const id = nextId('cs');
        const session = {
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
        if (session.client_reference_id) byOrder.set(session.client_reference_id, id);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]);
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    })();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const sign = (payload) => stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    sessionOf: (orderId) => byOrder.get(orderId),
    /** The customer paid: the session completes and Stripe sends this event (body, signature, id). */
    completed(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: nextId('pi') });
      const id = nextId('evt');
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...session } },
      });
      return { id, body, signature: sign(body) };
    },
    /** A retry carries the same event with a fresh signature (new timestamp), as Stripe's retries do. */
    sign,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startStripeStub };
