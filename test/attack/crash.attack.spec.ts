import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import type { AckResponse, ChatJoined } from '@kedai/contracts';
import { onAgentMessage } from '../support/agent-messages';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { eventually } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

/**
 * Crash tests against real processes (the built app), killed with SIGKILL as a dying machine would be:
 * chat loses and duplicates nothing and agents hear every message; fulfilment's codes and e-mails happen
 * exactly once when a worker dies mid-run. Figures go to docs/reliability.md.
 */
const CHAT_LIMITS = { CHAT_RATE_LIMIT_MESSAGES: '1000000', CHAT_RATE_LIMIT_PER_ADDRESS: '1000000' };

const connect = (url: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

async function ack<T>(socket: Socket, event: string, payload: unknown, timeoutMs = 5000): Promise<T> {
  const answer = (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as AckResponse<T>;
  if (!answer.ok) throw new Error(`${event}: ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('attack: crashes lose nothing and do nothing twice', () => {
  const running: KedaiProcess[] = [];
  const sockets: Socket[] = [];
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all(running.map((process) => process.kill('SIGTERM')));
    await db.end();
  });
  const start = async (role: 'api' | 'worker', env: Record<string, string> = {}) => {
    const started = await startKedai(role, env);
    running.push(started);
    return started;
  };

  it('SIGKILL of an API mid-burst: every chat message stored once, and agents on the other API got them all', async () => {
    const apiA = await start('api', CHAT_LIMITS);
    const apiB = await start('api', CHAT_LIMITS);
    const { token: adminToken } = await post<{ token: string }>(apiB.url, '/api/auth/login', TEST_ADMIN);
    const agent = await connect(apiB.url, adminToken);
    sockets.push(agent);
    const heard = new Set<string>();
    onAgentMessage(agent, (message) => heard.add(message.id));

    const { token } = await post<{ token: string }>(apiA.url, '/api/auth/visitor', {});
    const customerA = await connect(apiA.url, token);
    sockets.push(customerA);
    const { session } = await ack<ChatJoined>(customerA, 'chat:join', { customerName: 'Crash Test' });
    const total = 200;
    const messages = Array.from({ length: total }, (_, i) => ({ clientId: randomUUID(), message: `burst ${i}` }));
    const acked = new Set<string>();
    let sent = 0;
    const burst = messages.map(async (message, i) => {
      // Pacing, not waiting: the burst is spread over about 400 ms so that the kill lands in the middle of it.
      // eslint-disable-next-line no-restricted-syntax
      await new Promise((r) => setTimeout(r, i * 2));
      sent += 1;
      await ack(customerA, 'chat:send', { sessionId: session.id, ...message }, 3000)
        .then(() => acked.add(message.clientId))
        .catch(() => undefined);
    });
    // Kill A while the burst is under way.
    await eventually(() => acked.size >= total / 3, { intervalMs: 5, timeoutMs: 30_000, what: 'a third acknowledged' });
    await apiA.kill('SIGKILL');
    await Promise.all(burst);
    expect(sent).toBe(total);
    expect(acked.size).toBeLessThan(total);

    // The widget reconnects to the surviving API and resends what was not acknowledged (same clientIds).
    const customerB = await connect(apiB.url, token);
    sockets.push(customerB);
    await ack(customerB, 'chat:join', { sessionId: session.id });
    for (const message of messages.filter((m) => !acked.has(m.clientId))) {
      await ack(customerB, 'chat:send', { sessionId: session.id, ...message });
    }

    const stored = await db.query<{ id: string; client_id: string }>(
      `SELECT id, client_id FROM chat_messages WHERE session_id = $1 AND sender_type = 'customer'`,
      [session.id],
    );
    expect(stored.rows).toHaveLength(total);
    expect(new Set(stored.rows.map((row) => row.client_id)).size).toBe(total);
    // Messages committed by A just before it died are re-announced by their resend (after a 2 s grace).
    await eventually(() => stored.rows.every((row) => heard.has(row.id)), {
      timeoutMs: 10_000,
      what: 'every stored message heard by the agents',
    }).catch(() => undefined);
    expect(stored.rows.filter((row) => !heard.has(row.id))).toEqual([]);
    console.log(
      `[reliability] chat: ${total} sent, ${acked.size} acked before SIGKILL, ${total - acked.size} resent; ` +
        `stored ${stored.rows.length}, duplicates 0, agents heard ${stored.rows.filter((r) => heard.has(r.id)).length}`,
    );
  }, 120_000);

  it('SIGKILL of a worker mid-fulfilment: each order gets one code and one activation e-mail', async () => {
    const api = await start('api');
    const workerOne = await start('worker');
    const { token: admin } = await post<{ token: string }>(api.url, '/api/auth/login', TEST_ADMIN);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const count = 20;
    // Codes first: an order paid while its pool is short becomes a backorder that a restock fills by itself,
    // and this test is about ACTIVATE surviving a killed worker.
    const codes = Array.from({ length: count }, () => `CRASH-${randomUUID().slice(0, 13)}`);
    expect((await call('POST', '/api/admin/code-pools/VS/codes', { text: codes.join('\n') })).status).toBe(201);
    const orders: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const form = new FormData();
      form.set(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'VS', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: `Crash ${i}`, email: `crash.${i}.${Date.now()}@example.com`, whatsapp: '0123456789' },
        }),
      );
      form.set('receipt', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'receipt.png');
      const created = await fetch(`${api.url}/api/orders`, { method: 'POST', body: form });
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      orders.push(orderId);
      expect((await call('PUT', `/api/admin/orders/${orderId}/payment`, { paymentStatus: 'paid' })).status).toBe(200);
      expect((await call('POST', `/api/admin/orders/${orderId}/send-guide`)).status).toBe(202);
    }
    const waitUntil = (sql: string, want: number, timeoutMs: number) =>
      eventually(async () => Number((await db.query<{ n: string }>(sql, [orders])).rows[0].n), {
        until: (n) => n >= want,
        timeoutMs,
        intervalMs: 200,
        what: `${want} rows for ${sql}`,
      });
    expect(
      await waitUntil(
        `SELECT count(*) n FROM orders WHERE order_id = ANY($1) AND installation_steps_sent`,
        count,
        30_000,
      ),
    ).toBe(count);

    for (const orderId of orders)
      expect((await call('POST', `/api/admin/orders/${orderId}/activate`)).status).toBe(202);
    // The worker dies part-way through the activations.
    await waitUntil(`SELECT count(*) n FROM orders WHERE order_id = ANY($1) AND status = 'shipped'`, 3, 20_000);
    await workerOne.kill('SIGKILL');
    await start('worker');

    const shipped = await waitUntil(
      `SELECT count(*) n FROM orders WHERE order_id = ANY($1) AND status = 'shipped' AND pending_step IS NULL`,
      count,
      90_000,
    );
    if (shipped < count) {
      // Which orders stuck, and what their timelines say (a failed step, a step unstuck by the sweep…).
      const stuck = await db.query(
        `SELECT o.order_id, o.status, o.pending_step,
                (SELECT string_agg(e.action || ' ' || coalesce(e.job_id, ''), ', ' ORDER BY e.at)
                   FROM order_events e WHERE e.order_id = o.order_id AND e.at > now() - interval '3 minutes') AS events
           FROM orders o WHERE o.order_id = ANY($1) AND (o.status <> 'shipped' OR o.pending_step IS NOT NULL)`,
        [orders],
      );
      console.log(`[reliability] not shipped in time:\n${JSON.stringify(stuck.rows, null, 1)}`);
    }
    expect(shipped).toBe(count);
    const perOrder = await db.query<{ order_id: string; codes: string }>(
      `SELECT order_id, count(*) codes FROM activation_codes WHERE order_id = ANY($1) GROUP BY order_id`,
      [orders],
    );
    expect(perOrder.rows).toHaveLength(count);
    expect(perOrder.rows.every((row) => Number(row.codes) === 1)).toBe(true);
    const mails = await db.query<{ related_id: string; n: string }>(
      `SELECT related_id, count(*) n FROM outbound_emails
       WHERE related_id = ANY($1) AND subject LIKE 'Your activation details%' GROUP BY related_id`,
      [orders],
    );
    expect(mails.rows).toHaveLength(count);
    expect(mails.rows.every((row) => Number(row.n) === 1)).toBe(true);
    console.log(
      `[reliability] fulfilment: ${count} activations, worker killed mid-run; codes per order 1, e-mails per order 1`,
    );
  }, 180_000);

  it('SIGKILL of a worker while back-in-stock alerts go out: 30 waiting, 10 restocked, exactly 10 told once each', async () => {
    const api = await start('api');
    const worker = await start('worker');
    const { token: admin } = await post<{ token: string }>(api.url, '/api/auth/login', TEST_ADMIN);
    const auth = { Authorization: `Bearer ${admin}` };
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: `Crash Alert ${randomUUID().slice(0, 8)}`,
      category: 'Apps (Camera & Filters)',
      price: '9.90',
      stock: '0',
    }))
      form.set(key, value);
    form.set('images', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'cover.png');
    const created = await fetch(`${api.url}/api/admin/products`, { method: 'POST', headers: auth, body: form });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: string; productCode: string };
    const margin = await fetch(`${api.url}/api/admin/stock-alerts/settings`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ margin: 0 }),
    });
    expect(margin.status).toBe(200);
    const shoppers = Array.from({ length: 30 }, (_, i) => `alert.${i}.${Date.now()}@example.com`);
    for (const email of shoppers) await post(api.url, '/api/stock-alerts', { productCode: product.productCode, email });
    // Confirmed as the link would (the link's token is only in the e-mail; this test is about the round).
    await db.query(`UPDATE stock_alerts SET confirmed_at = now(), confirm_token_hash = NULL WHERE product_id = $1`, [
      product.id,
    ]);

    const restock = new FormData();
    restock.set('stock', '10');
    const restocked = await fetch(`${api.url}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: auth,
      body: restock,
    });
    expect(restocked.status).toBe(200);
    // The worker dies while the round and its e-mails are under way (or just before); another takes over.
    await worker.kill('SIGKILL');
    await start('worker');

    const delivered = await eventually(
      async () =>
        (
          await db.query<{ to_address: string; status: string }>(
            `SELECT to_address, status FROM outbound_emails WHERE to_address = ANY($1) AND subject LIKE '%is back in stock'`,
            [shoppers],
          )
        ).rows,
      { until: (rows) => rows.length >= 10 && rows.every((row) => row.status !== 'queued'), timeoutMs: 60_000 },
    );
    expect(delivered).toHaveLength(10);
    expect(new Set(delivered.map((row) => row.to_address))).toEqual(new Set(shoppers.slice(0, 10)));
    const rounds = await db.query<{ sent: number }>('SELECT sent FROM stock_alert_rounds WHERE product_id = $1', [
      product.id,
    ]);
    expect(rounds.rows).toEqual([{ sent: 10 }]);
    console.log('[reliability] back-in-stock: 30 waiting, 10 restocked, worker killed; 10 alerts, once each');
  }, 120_000);
});
