'use strict';
/**
 * Payments: a customer pays online and waits for the code. The app runs with Stripe keys pointing at an
 * in-process Stripe stub (bench/lib/stripe-stub.js), shop settings as shipped (automatic order confirmation
 * on) and the product's code pool stocked. N guest orders are placed by `card` or `fpx`; then signed
 * `checkout.session.completed` webhooks go out at `--rate` per second for `--seconds` (default 20/s x 30 s =
 * 600). Per order: webhook sent -> the customer's socket watching the order (`order:watch` with its watch
 * token) gets `order:updated` -> the order's REST view (GET /api/orders/redeem/{id}, what /redeem/{id}
 * fetches on that event) shows the code. Also the webhook's own HTTP answer time, non-2xx answers, and 10% of
 * the events sent a second time a little later (a Stripe retry: same event, fresh signature), which must
 * change nothing. After the run the admin order view is read for every order: codes per line must equal the
 * quantity (more is a duplicate delivery), and the outbox must hold exactly one code e-mail per order.
 * Before anything is counted, 20 orders of each kind go through the freshly started process (warm-up). Flags:
 * --rate=20 --seconds=30 --baseline=120 (baseline orders). The stages of each order (paid, guide job,
 * activate job, seen) are printed from its timeline, to show where the time goes.
 *
 * Baseline (same run, same rate): a manual order whose receipt an admin verifies (POST
 * /api/admin/receipts/{id}/verify), same timing to the code on the customer's view. From "paid" on both go the
 * same way (OrderTransitions -> send-guide job -> activate job -> codes -> e-mails -> order:updated), so the
 * difference between the rows is what the gateway part adds (raw-body signature check, event row, capture
 * ledger row), and the baseline itself is what the automatic delivery costs. A bare HTTP round trip would
 * tell neither.
 */
const { randomUUID } = require('node:crypto');
const { connect } = require('./lib/sockets');
const { adminToken, startApp, visitorToken } = require('./lib/app');
const { fmt, http, now, percentile, pool, sleep, table } = require('./lib/common');
const { startStripeStub } = require('./lib/stripe-stub');

const PRODUCT = 'SN';
const CODE_PREFIX = 'BENCHPAY-';
const VISIBLE_TIMEOUT_MS = 60_000;
const WATCHERS = 20; // customer sockets; orders are spread over them
const WARM_UP = 20; // orders of each kind through the fresh process first, not counted

// A 1x1 PNG: the receipt of the baseline's manual orders (receipts are checked by content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function stats(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

async function placeOrder(base, paymentMethod) {
  const form = new FormData();
  form.append(
    'orderData',
    JSON.stringify({
      items: [{ productCode: PRODUCT, quantity: 1 }],
      privacyConsent: true,
      customerInfo: { name: 'Bench', email: `bench.${randomUUID()}@example.com`, whatsapp: '0123456789' },
      ...(paymentMethod && { paymentMethod }),
    }),
  );
  if (!paymentMethod) form.append('receipt', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${base}/api/orders`, { method: 'POST', body: form });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`order: ${response.status} ${JSON.stringify(body)}`);
  if (paymentMethod && !body.payment?.redirectUrl) throw new Error(`order: no redirect ${JSON.stringify(body)}`);
  return { orderId: body.orderId, watchToken: body.watchToken };
}

/** Customer sockets, each watching its share of the orders; `updates` calls onUpdate(orderId) per event. */
async function watchOrders(app, orders, onUpdate) {
  const sockets = [];
  for (let i = 0; i < Math.min(WATCHERS, orders.length); i += 1) {
    const socket = await connect(app.base, { token: await visitorToken(app) });
    socket.on('order:updated', (update) => onUpdate(update.orderId));
    sockets.push(socket);
  }
  await pool(orders, 8, async (order, index) => {
    const ack = await sockets[index % sockets.length]
      .timeout(15_000)
      .emitWithAck('order:watch', { orderId: order.orderId, token: order.watchToken });
    if (!ack?.ok) throw new Error(`order:watch refused: ${JSON.stringify(ack)}`);
  });
  return sockets;
}

/**
 * Fires `trigger(order)` for each order at `rate` per second and times trigger sent -> code visible on the
 * customer's REST view, read after each `order:updated` for that order (as the order page does).
 */
async function timeDelivery(app, orders, rate, trigger) {
  const waiting = new Map(); // orderId -> { sent, check() }
  const sockets = await watchOrders(app, orders, (orderId) => waiting.get(orderId)?.check());
  const visible = [];
  const answers = [];
  let failed = 0;
  let notVisible = 0;
  const tasks = [];
  const start = now();
  try {
    for (let index = 0; index < orders.length; index += 1) {
      const due = start + (index * 1000) / rate;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      const order = orders[index];
      tasks.push(
        new Promise((resolve) => {
          const sent = now();
          let reading = false;
          let again = false;
          let done = false;
          const finish = (time) => {
            if (done) return;
            done = true;
            clearTimeout(timer);
            waiting.delete(order.orderId);
            if (time === null) notVisible += 1;
            else visible.push(time - sent);
            Object.assign(order, { sentAt: sent, visibleAt: time });
            resolve();
          };
          const timer = setTimeout(() => finish(null), VISIBLE_TIMEOUT_MS);
          // One REST read at a time per order; an event during a read asks for one more read after it.
          const check = async () => {
            if (reading) {
              again = true;
              return;
            }
            reading = true;
            do {
              again = false;
              const view = await http(app.base, 'GET', `/api/orders/redeem/${order.orderId}`);
              const codes = view.status === 200 ? (view.body.autoDelivery?.redeemCodes ?? []) : [];
              if (codes.some((code) => code.code.startsWith(CODE_PREFIX))) return finish(now());
            } while (again && !done);
            reading = false;
          };
          waiting.set(order.orderId, { check });
          trigger(order, index).then(
            ({ status, ms }) => {
              answers.push(ms);
              if (status < 200 || status > 299) {
                failed += 1;
                finish(null);
              }
            },
            () => {
              failed += 1;
              finish(null);
            },
          );
        }),
      );
    }
    await Promise.all(tasks);
  } finally {
    sockets.forEach((socket) => socket.close());
  }
  return { count: orders.length, visible: stats(visible), answers: stats(answers), failed, notVisible };
}

/** After the run: codes per line against the quantity, and code e-mails per order, from the admin API. */
async function countDeliveries(app, token, orders) {
  let extraCodes = 0;
  let missingCodes = 0;
  let extraMails = 0;
  let missingMails = 0;
  await pool(orders, 8, async ({ orderId }) => {
    const order = await http(app.base, 'GET', `/api/admin/orders/${orderId}`, { token });
    if (order.status !== 200) throw new Error(`admin order ${orderId}: ${order.status}`);
    for (const item of order.body.items) {
      const codes = order.body.autoDelivery.redeemCodes.filter((code) => code.productCode === item.productCode);
      extraCodes += Math.max(0, codes.length - item.quantity);
      missingCodes += Math.max(0, item.quantity - codes.length);
    }
    // The code e-mail may still be waiting in the outbox worker right after the last code became visible.
    const deadline = Date.now() + 20_000;
    let mails = [];
    for (;;) {
      const outbox = await http(app.base, 'GET', `/api/admin/outbox?relatedId=${orderId}`, { token });
      mails = (outbox.body ?? []).filter((mail) => mail.textBody?.includes(CODE_PREFIX));
      if (mails.length >= 1 || Date.now() > deadline) break;
      await sleep(250);
    }
    extraMails += Math.max(0, mails.length - 1);
    missingMails += mails.length === 0 ? 1 : 0;
  });
  return { extraCodes, missingCodes, extraMails, missingMails };
}

/**
 * Where the time goes, from the order's timeline (order_events, via the admin order inspector): webhook
 * sent -> payment_received written -> guide_sent (send-guide job) -> activated (activate job: codes) ->
 * code seen on the customer's REST view. Timeline times are the database's now(), i.e. when each step's
 * transaction began (same machine clock); a step's own transaction time falls into the stage after it.
 */
async function stageBreakdown(app, token, orders, paidAction) {
  const stages = { 'sent → paid': [], 'paid → guide job': [], 'guide → activate job': [], 'activated → seen': [] };
  await pool(
    orders.filter((order) => order.visibleAt),
    4,
    async (order) => {
      const inspection = await http(app.base, 'GET', `/api/admin/tools/orders/${order.orderId}/inspection`, { token });
      if (inspection.status !== 200) return;
      const at = (action) => {
        const event = (inspection.body.raw.events ?? []).find((row) => row.action === action);
        return event ? new Date(event.at).getTime() : NaN;
      };
      const paid = at(paidAction);
      const guide = at('guide_sent');
      const activated = at('activated');
      stages['sent → paid'].push(paid - order.sentAt);
      stages['paid → guide job'].push(guide - paid);
      stages['guide → activate job'].push(activated - guide);
      stages['activated → seen'].push(order.visibleAt - activated);
    },
  );
  return Object.entries(stages).map(([stage, values]) => {
    const figures = stats(values.filter(Number.isFinite));
    return {
      stage,
      count: figures.count,
      'p50 ms': fmt(figures.p50),
      'p99 ms': fmt(figures.p99),
      'max ms': fmt(figures.max),
    };
  });
}

async function run(options = {}) {
  const rate = Number(options.rate ?? 20);
  const seconds = Number(options.seconds ?? 30);
  const count = Math.round(rate * seconds);
  const baselineCount = Number(options.baseline ?? Math.min(count, 120));
  console.log(
    `payments: ${count} Stripe webhooks at ${rate}/s (10% sent twice); baseline ${baselineCount} receipt verifications at ${rate}/s`,
  );
  const stub = await startStripeStub();
  const app = await startApp({
    env: {
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
      STRIPE_API_BASE: stub.url,
      ORDER_LOOKUPS_PER_MINUTE: '1000000',
    },
  });
  try {
    const token = await adminToken(app);
    const settings = await http(app.base, 'PUT', '/api/admin/payments/settings', {
      token,
      body: {
        stripe: { enabled: true },
        billplz: { enabled: false },
        fpxProvider: 'stripe',
        methods: { card: true, fpx: true, grabpay: false },
      },
    });
    if (settings.status !== 200) throw new Error(`gateway settings: ${settings.status} ${JSON.stringify(settings)}`);
    // Enough codes for every order, added as an admin does (in batches).
    const codes = Array.from(
      { length: count + baselineCount + 2 * WARM_UP + 20 },
      () => `${CODE_PREFIX}${randomUUID()}`,
    );
    for (let i = 0; i < codes.length; i += 200) {
      const added = await http(app.base, 'POST', `/api/admin/code-pools/${PRODUCT}/codes`, {
        token,
        body: { text: codes.slice(i, i + 200).join('\n') },
      });
      if (added.status !== 201) throw new Error(`codes: ${added.status} ${JSON.stringify(added.body)}`);
    }

    const gatewayOrders = await pool(Array.from({ length: count }), 4, (_, index) =>
      placeOrder(app.base, index % 2 === 0 ? 'card' : 'fpx'),
    );
    const manualOrders = await pool(Array.from({ length: baselineCount }), 4, () => placeOrder(app.base));
    const warmGateway = await pool(Array.from({ length: WARM_UP }), 4, () => placeOrder(app.base, 'card'));
    const warmManual = await pool(Array.from({ length: WARM_UP }), 4, () => placeOrder(app.base));

    const postWebhook = async (event, signature) => {
      const sent = now();
      const response = await fetch(`${app.base}/api/payments/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: event.body,
      });
      const body = await response.json().catch(() => null);
      return { status: response.status, ms: now() - sent, outcome: body?.outcome };
    };
    const pay = (order) => {
      const event = stub.completed(stub.sessionOf(order.orderId));
      return { event, answer: postWebhook(event, event.signature) };
    };
    const verify = async (order) => {
      const sent = now();
      const response = await http(app.base, 'POST', `/api/admin/receipts/${order.orderId}/verify`, { token });
      return { status: response.status, ms: now() - sent };
    };

    // Warm-up, not counted: both paths once through a freshly started (cold) process.
    await timeDelivery(app, warmGateway, rate, (order) => pay(order).answer);
    await timeDelivery(app, warmManual, rate, verify);

    // Baseline: an admin verifies each receipt.
    const baseline = await timeDelivery(app, manualOrders, rate, verify);

    const replays = [];
    const gateway = await timeDelivery(app, gatewayOrders, rate, async (order, index) => {
      const { event, answer: answered } = pay(order);
      const answer = await answered;
      // Every tenth event again, a moment later, as a Stripe retry would come.
      if (index % 10 === 0) {
        replays.push(sleep(500 + Math.random() * 1500).then(() => postWebhook(event, stub.sign(event.body))));
      }
      return answer;
    });
    const replayed = await Promise.all(replays);
    const replayOutcomes = {};
    for (const answer of replayed) {
      const key = `${answer.status} ${answer.outcome ?? ''}`.trim();
      replayOutcomes[key] = (replayOutcomes[key] ?? 0) + 1;
    }

    const gatewayCounts = await countDeliveries(app, token, gatewayOrders);
    const baselineCounts = await countDeliveries(app, token, manualOrders);
    const row = (target, result, counts, extra) => ({
      target,
      orders: result.count,
      'p50 ms': fmt(result.visible.p50),
      'p95 ms': fmt(result.visible.p95),
      'p99 ms': fmt(result.visible.p99),
      'max ms': fmt(result.visible.max),
      'answer p50 ms': fmt(result.answers.p50),
      'answer p99 ms': fmt(result.answers.p99),
      'non-2xx': result.failed,
      // Within a minute; a non-2xx answer counts here too.
      'not visible': result.notVisible,
      'duplicate codes': counts.extraCodes,
      'missing codes': counts.missingCodes,
      'extra code mails': counts.extraMails,
      'missing code mails': counts.missingMails,
      ...extra,
    });
    const rows = [
      row('baseline: receipt verified → code visible', baseline, baselineCounts, { replays: '—' }),
      row('Stripe webhook → code visible', gateway, gatewayCounts, {
        replays: Object.entries(replayOutcomes)
          .map(([key, value]) => `${value}× ${key}`)
          .join(', '),
      }),
    ];
    console.log(table(rows));
    const stages = [
      ...(await stageBreakdown(app, token, manualOrders, 'receipt_verified')).map((stage) => ({
        of: 'baseline',
        ...stage,
      })),
      ...(await stageBreakdown(app, token, gatewayOrders, 'payment_received')).map((stage) => ({
        of: 'webhook',
        ...stage,
      })),
    ];
    console.log(`\nWhere the time goes (timeline of each order):\n${table(stages)}`);
    return rows;
  } finally {
    await app.stop();
    await stub.close();
  }
}

module.exports = { run };
