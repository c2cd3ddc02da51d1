'use strict';
/**
 * Order events: time from an admin's status change (PUT /api/admin/orders/{id}/status sent) to the
 * order:changed event with that status at another admin's socket. Changes go `concurrency` at a time
 * over `orders` orders, `changes` in all, alternating processing/paid.
 * Baseline (same run): the bare Socket.IO relay with the app's socket options, one socket sending and
 * another receiving the relayed event (no HTTP, no database): the floor of socket-to-socket delivery.
 */
const { randomUUID } = require('node:crypto');
const { connect } = require('./lib/sockets');
const { adminToken, startApp } = require('./lib/app');
const { fmt, now, pool, summarize, table } = require('./lib/common');
const { startRelay } = require('./lib/relay');

// A 1x1 PNG: the receipt every bench order carries (receipts are checked by content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function placeOrder(base) {
  const form = new FormData();
  form.append(
    'orderData',
    JSON.stringify({
      items: [{ productCode: 'SN', quantity: 1 }],
      privacyConsent: true,
      customerInfo: { name: 'Bench', email: `bench.${randomUUID()}@example.com`, whatsapp: '0123456789' },
    }),
  );
  form.append('receipt', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${base}/api/orders`, { method: 'POST', body: form });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`order: ${response.status} ${JSON.stringify(body)}`);
  return body.orderId;
}

async function measureApp({ orders, changes, concurrency }) {
  const app = await startApp({ env: { ORDER_LOOKUPS_PER_MINUTE: '1000000' } });
  let watcher;
  try {
    const changer = await adminToken(app);
    watcher = await connect(app.base, { token: await adminToken(app) });
    const ids = [];
    for (let i = 0; i < orders; i += 1) ids.push(await placeOrder(app.base));
    const waiting = new Map(); // `${orderId}|${status}` -> resolve(receipt time)
    watcher.on('order:changed', (order) => {
      const key = `${order.orderId}|${order.status}`;
      const resolve = waiting.get(key);
      if (resolve) {
        waiting.delete(key);
        resolve(now());
      }
    });
    const latencies = [];
    let errors = 0;
    const perOrder = Math.ceil(changes / orders);
    await pool(ids, concurrency, async (orderId) => {
      for (let i = 0; i < perOrder; i += 1) {
        const status = i % 2 === 0 ? 'processing' : 'paid';
        const key = `${orderId}|${status}`;
        const arrived = new Promise((resolve) => waiting.set(key, resolve));
        const sent = now();
        const response = await fetch(`${app.base}/api/admin/orders/${orderId}/status`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${changer}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ status }),
        });
        if (response.status !== 200) {
          errors += 1;
          waiting.delete(key);
          continue;
        }
        await response.arrayBuffer();
        const received = await Promise.race([arrived, new Promise((r) => setTimeout(() => r(null), 5000))]);
        if (received === null) errors += 1;
        else latencies.push(received - sent);
      }
    });
    return { target: 'app (PUT status → order:changed)', ...summarize(latencies), errors };
  } finally {
    watcher?.close();
    await app.stop();
  }
}

async function measureRelay({ changes, concurrency }) {
  const relay = await startRelay();
  const sessions = Array.from({ length: concurrency }, () => randomUUID());
  const senders = [];
  let receiver;
  try {
    receiver = await connect(relay.base, { role: 'agent', id: 'watcher' });
    for (const id of sessions) senders.push(await connect(relay.base, { role: 'customer', id }));
    const waiting = new Map();
    receiver.on('chat:message', (message) => {
      const resolve = waiting.get(message.message);
      if (resolve) {
        waiting.delete(message.message);
        resolve(now());
      }
    });
    const latencies = [];
    const perSender = Math.ceil(changes / concurrency);
    await Promise.all(
      senders.map(async (socket, s) => {
        for (let i = 0; i < perSender; i += 1) {
          const text = `order|${s}|${i}`;
          const arrived = new Promise((resolve) => waiting.set(text, resolve));
          const sent = now();
          socket.emit('chat:send', { sessionId: sessions[s], message: text }, () => undefined);
          latencies.push((await arrived) - sent);
        }
      }),
    );
    return { target: 'bare relay (emit → event)', ...summarize(latencies), errors: 0 };
  } finally {
    receiver?.close();
    senders.forEach((socket) => socket.close());
    await relay.stop();
  }
}

async function run(options = {}) {
  const settings = {
    orders: Number(options.orders ?? 50),
    changes: Number(options.changes ?? 1000),
    concurrency: Number(options.concurrency ?? 10),
  };
  console.log(
    `orders: ${settings.changes} status changes over ${settings.orders} orders, ${settings.concurrency} at a time`,
  );
  const rows = [];
  for (const measure of [measureRelay, measureApp]) {
    const result = await measure(settings);
    rows.push({
      target: result.target,
      events: result.count,
      'p50 ms': fmt(result.p50),
      'p99 ms': fmt(result.p99),
      'max ms': fmt(result.max),
      errors: result.errors,
    });
  }
  console.log(table(rows));
  return rows;
}

module.exports = { run, placeOrder };
