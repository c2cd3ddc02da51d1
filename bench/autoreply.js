'use strict';
/**
 * Auto-reply timing: customers send a keyword message at `rate` per second; each schedules a delayed
 * auto-reply (BullMQ delayed job). Lateness = receipt of the reply at the customer's socket - (the
 * trigger's stored time + the configured delay). Baseline: bare BullMQ delayed jobs at the same rate
 * and delay on the same Redis, lateness measured when the worker starts the job.
 */
const { Queue, Worker } = require('bullmq');
const { connect, emitAck } = require('./lib/sockets');
const { adminToken, startApp, visitorToken } = require('./lib/app');
const { fmt, http, now, pool, sleep, summarize, table } = require('./lib/common');

async function measureApp({ rate, seconds, delay }) {
  const app = await startApp({ env: { CHAT_RATE_LIMIT_MESSAGES: '1000000000' } });
  const sessionsNeeded = Math.ceil(rate * (delay + 1));
  const lateness = [];
  const triggers = new Map(); // trigger message id -> stored time (ms)
  let sent = 0;
  let errors = 0;
  const customers = [];
  try {
    const token = await adminToken(app);
    const settings = await http(app.base, 'PUT', '/api/admin/chat/settings', {
      token,
      body: { autoReplyEnabled: true, responseDelaySeconds: delay },
    });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${JSON.stringify(settings.body)}`);
    customers.push(
      ...(await pool([...Array(sessionsNeeded).keys()], 25, async (i) => {
        const socket = await connect(app.base, { token: await visitorToken(app) });
        const joined = await emitAck(socket, 'chat:join', { customerName: `Auto ${i}` });
        socket.on('chat:message', (message) => {
          if (message.senderType !== 'auto') return;
          const triggerId = String(message.clientId ?? '').replace('auto-reply:', '');
          const stored = triggers.get(triggerId);
          if (stored !== undefined) lateness.push(now() - stored - delay * 1000);
        });
        return { socket, sessionId: joined.data.session.id };
      })),
    );
    const total = rate * seconds;
    const start = now() + 50;
    await new Promise((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
        while (sent < due) {
          const k = sent++;
          const customer = customers[k % customers.length];
          customer.socket.emit(
            'chat:send',
            { sessionId: customer.sessionId, message: `hello, is anyone there? (${k})`, clientId: `auto-${k}` },
            (answer) => {
              if (answer?.ok) triggers.set(answer.data.message.id, Date.parse(answer.data.message.createdAt));
              else errors += 1;
            },
          );
        }
        if (sent >= total) resolve();
        else setTimeout(tick, 1);
      };
      setTimeout(tick, Math.max(0, start - now()));
    });
    const until = now() + delay * 1000 + 5000;
    while (lateness.length < triggers.size && now() < until) await sleep(200);
  } finally {
    customers.forEach(({ socket }) => socket.close());
    await app.stop();
  }
  const stats = summarize(lateness);
  return {
    target: 'app (stored + delivered to socket)',
    'replies/s': rate,
    'delay s': delay,
    scheduled: sent - errors,
    received: stats.count,
    'lateness p50 ms': fmt(stats.p50),
    'lateness p99 ms': fmt(stats.p99),
    'max ms': fmt(stats.max),
  };
}

async function measureBullmq({ rate, seconds, delay }) {
  const connection = { host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null };
  const prefix = `bench-bull-${process.pid}`;
  const queue = new Queue('delayed', { connection, prefix });
  const lateness = [];
  const worker = new Worker(
    'delayed',
    async (job) => {
      lateness.push(Date.now() - job.data.due);
    },
    { connection, prefix, concurrency: 10 },
  );
  const total = rate * seconds;
  try {
    const start = now() + 50;
    let sent = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
        while (sent < due) {
          sent += 1;
          void queue.add('reply', { due: Date.now() + delay * 1000 }, { delay: delay * 1000, removeOnComplete: true });
        }
        if (sent >= total) resolve();
        else setTimeout(tick, 1);
      };
      setTimeout(tick, Math.max(0, start - now()));
    });
    const until = now() + delay * 1000 + 5000;
    while (lateness.length < total && now() < until) await sleep(200);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
  const stats = summarize(lateness);
  return {
    target: 'bare BullMQ delayed job',
    'replies/s': rate,
    'delay s': delay,
    scheduled: total,
    received: stats.count,
    'lateness p50 ms': fmt(stats.p50),
    'lateness p99 ms': fmt(stats.p99),
    'max ms': fmt(stats.max),
  };
}

async function run(flags) {
  const options = {
    rate: Number(flags.rate ?? 100),
    seconds: Number(flags.seconds ?? 10),
    delay: Number(flags.delay ?? 2),
  };
  console.log(`autoreply: ${options.rate} delayed replies/s for ${options.seconds} s, delay ${options.delay} s`);
  const rows = [await measureBullmq(options), await measureApp(options)];
  console.log(`\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
