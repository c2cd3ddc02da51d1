'use strict';
/**
 * One chat message at a time: one customer socket and one agent socket, `count` messages `gap` ms apart.
 * Reports the customer's ack and the agent's copy (time from the send), on the app and on the bare relay
 * in the same run: the floor of the chat path's latency, with no queueing behind other messages.
 */
const { connect, emitAck } = require('./lib/sockets');
const { adminToken, startApp, visitorToken } = require('./lib/app');
const { fmt, now, sleep, summarize, table } = require('./lib/common');
const { offsetToWednesdayAt, SHOP_HOURS } = require('./lib/shop-clock');
const { startRelay } = require('./lib/relay');

async function measure(target, customer, agent, sessionId, { count, gap }) {
  const waiting = new Map();
  // The relay sends the message alone; the app sends the agents a tick's messages at once.
  agent.on('chat:message', (message) => waiting.get(message.message)?.(now()));
  agent.on('chat:messages', ({ messages }) => {
    const received = now();
    messages.forEach((message) => waiting.get(message.message)?.(received));
  });
  const acks = [];
  const copies = [];
  for (let i = 0; i < count; i += 1) {
    const text = `one|${i}|${Math.random()}`;
    const copied = new Promise((resolve) => waiting.set(text, resolve));
    const sent = now();
    const acked = emitAck(customer, 'chat:send', { sessionId, message: text, clientId: `one-${i}` }).then(now);
    const [ackAt, copyAt] = await Promise.all([acked, copied]);
    waiting.delete(text);
    acks.push(ackAt - sent);
    copies.push(copyAt - sent);
    await sleep(gap);
  }
  const row = (what, values) => {
    const s = summarize(values);
    return { target, what, messages: s.count, 'p50 ms': fmt(s.p50), 'p99 ms': fmt(s.p99), 'max ms': fmt(s.max) };
  };
  return [row('ack to the customer', acks), row('copy at the agent', copies)];
}

async function run(flags) {
  const options = { count: Number(flags.count ?? 200), gap: Number(flags.gap ?? 20) };
  const rows = [];
  const relay = await startRelay();
  try {
    const customer = await connect(relay.base, { role: 'customer', id: 'one' });
    const agent = await connect(relay.base, { role: 'agent', id: 'agent' });
    rows.push(...(await measure('relay', customer, agent, 'one', options)));
    customer.close();
    agent.close();
  } finally {
    await relay.stop();
  }
  // The app as shipped (seeded rules, "After hours" included), inside and outside the shop's chat hours.
  for (const hours of String(flags.hours ?? 'inside,outside').split(',')) {
    if (!SHOP_HOURS[hours]) throw new Error(`--hours takes inside and/or outside, not ${hours}`);
    const app = await startApp({
      env: { CHAT_RATE_LIMIT_MESSAGES: '1000000000' },
      clockOffsetMs: offsetToWednesdayAt(SHOP_HOURS[hours].time),
    });
    try {
      const token = await adminToken(app);
      const customer = await connect(app.base, { token: await visitorToken(app) });
      const joined = await emitAck(customer, 'chat:join', { customerName: 'Bench customer' });
      if (!joined?.ok) throw new Error(`chat:join failed: ${JSON.stringify(joined)}`);
      const agent = await connect(app.base, { token });
      await sleep(200);
      rows.push(...(await measure(`app, ${hours} hours`, customer, agent, joined.data.session.id, options)));
      customer.close();
      agent.close();
    } finally {
      await app.stop();
    }
  }
  console.log(`\nchat-one: ${options.count} messages, ${options.gap} ms apart\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
