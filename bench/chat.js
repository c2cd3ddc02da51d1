'use strict';
/**
 * Chat throughput and latency: N customer sockets send open-loop at stepped rates; M agent sockets
 * (another process) receive every message. Run against the real app (stored before delivered) and
 * against the bare Socket.IO relay (same socket options, no persistence), in the same run.
 */
const { fork } = require('node:child_process');
const { resolve } = require('node:path');
const { io } = require('socket.io-client');
const { adminToken, startApp, switchOffAfterHoursRule, visitorToken } = require('./lib/app');
const { fmt, now, pool, sleep, table } = require('./lib/common');
const { startRelay } = require('./lib/relay');

function ipc(child, command) {
  return new Promise((resolveAnswer, reject) => {
    child.once('message', (answer) => (answer.ok ? resolveAnswer(answer) : reject(new Error(answer.error))));
    child.send(command);
  });
}

function connect(url, auth) {
  return new Promise((resolveSocket, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolveSocket(socket));
    socket.once('connect_error', reject);
  });
}

const emitAck = (socket, event, payload) =>
  new Promise((resolveAck) => socket.emit(event, payload, (answer) => resolveAck(answer)));

async function setupApp(options) {
  const app = await startApp({ env: { CHAT_RATE_LIMIT_MESSAGES: '1000000000' } });
  await switchOffAfterHoursRule(app, await adminToken(app));
  const customers = await pool([...Array(options.customers).keys()], 25, async (i) => {
    const token = await visitorToken(app);
    const socket = await connect(app.base, { token });
    const joined = await emitAck(socket, 'chat:join', { customerName: `Bench customer ${i}` });
    if (!joined?.ok) throw new Error(`chat:join failed: ${JSON.stringify(joined)}`);
    return { socket, sessionId: joined.data.session.id };
  });
  const token = await adminToken(app);
  return { target: app, customers, agentAuths: Array.from({ length: options.agents }, () => ({ token })) };
}

async function setupRelay(options) {
  const relay = await startRelay();
  const customers = await pool([...Array(options.customers).keys()], 25, async (i) => {
    const socket = await connect(relay.base, { role: 'customer', id: `s${i}` });
    return { socket, sessionId: `s${i}` };
  });
  return { target: relay, customers, agentAuths: Array.from({ length: options.agents }, () => ({ role: 'agent' })) };
}

/** Sends `rate` msg/s for `seconds`, each at its intended time (open loop: late sends are not skipped). */
async function runStep(customers, step, rate, seconds) {
  const total = Math.round(rate * seconds);
  const seq = new Array(customers.length).fill(0);
  const start = now() + 20;
  let sent = 0;
  let ackErrors = 0;
  const errorSample = [];
  await new Promise((resolveDone) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const k = sent++;
        const session = k % customers.length;
        const intended = start + (k * 1000) / rate;
        const customer = customers[session];
        const text = `bench|${step}|${session}|${seq[session]++}|${intended.toFixed(3)}`;
        customer.socket.emit(
          'chat:send',
          { sessionId: customer.sessionId, message: text, clientId: `b${step}-${k}` },
          (answer) => {
            if (!answer?.ok) {
              ackErrors += 1;
              if (errorSample.length < 3) errorSample.push(JSON.stringify(answer?.error ?? answer));
            }
          },
        );
      }
      if (sent >= total) resolveDone();
      else setTimeout(tick, 1);
    };
    const wait = start - now();
    setTimeout(tick, Math.max(0, wait));
  });
  return { offered: total, ackErrors: () => ackErrors, errorSample };
}

async function measure(kind, options) {
  const setup = kind === 'app' ? await setupApp(options) : await setupRelay(options);
  const agents = fork(resolve(__dirname, 'lib/agents.js'));
  const rows = [];
  try {
    await ipc(agents, { cmd: 'connect', url: setup.target.base, auths: setup.agentAuths });
    await sleep(500);
    if (options.warmupSeconds > 0) {
      // Not measured: JIT, connection pools and prepared paths warm up first.
      await runStep(setup.customers, 0, options.warmupRate, options.warmupSeconds);
      await sleep(options.drainMs);
      await ipc(agents, { cmd: 'collect', step: 0 });
    }
    for (const [index, rate] of options.rates.entries()) {
      const step = index + 1;
      const sent = await runStep(setup.customers, step, rate, options.seconds);
      const expected = sent.offered * options.agents;
      const drainUntil = now() + options.drainMs;
      while (now() < drainUntil) {
        const { received } = await ipc(agents, { cmd: 'count', step });
        if (received >= expected) break;
        await sleep(100);
      }
      const stats = await ipc(agents, { cmd: 'collect', step });
      const delivered = stats.count / expected;
      rows.push({
        target: kind,
        'rate msg/s': rate,
        offered: sent.offered,
        'delivered %': (delivered * 100).toFixed(2),
        'p50 ms': fmt(stats.p50),
        'p99 ms': fmt(stats.p99),
        'max ms': fmt(stats.max),
        'out of order': stats.outOfOrder,
        'ack errors': sent.ackErrors(),
        _ok: delivered >= 0.999 && stats.p99 <= 100,
        _p99: stats.p99,
      });
      if (sent.errorSample.length) console.log(`  ${kind} @${rate}: ack errors, e.g. ${sent.errorSample.join('; ')}`);
      console.log(
        `  ${kind} @${rate} msg/s: delivered ${(delivered * 100).toFixed(2)} %, p50 ${fmt(stats.p50)} ms, p99 ${fmt(stats.p99)} ms, max ${fmt(stats.max)} ms`,
      );
      if (delivered < 0.9 || stats.p99 > 3000) break; // far past saturation: higher steps say nothing more
      await sleep(options.pauseMs);
    }
  } finally {
    await ipc(agents, { cmd: 'close' }).catch(() => undefined);
    setup.customers.forEach(({ socket }) => socket.close());
    await setup.target.stop();
  }
  return rows;
}

const best = (rows) => rows.filter((row) => row._ok).reduce((top, row) => Math.max(top, row['rate msg/s']), 0);

async function run(flags) {
  const options = {
    customers: Number(flags.customers ?? 500),
    agents: Number(flags.agents ?? 25),
    rates: String(flags.rates ?? '250,500,1000,1500,2000,2500,3000,4000')
      .split(',')
      .map(Number),
    seconds: Number(flags.seconds ?? 5),
    drainMs: Number(flags.drain ?? 3000),
    pauseMs: Number(flags.pause ?? 1500),
    warmupSeconds: Number(flags.warmup ?? 3),
    warmupRate: Number(flags['warmup-rate'] ?? 100),
  };
  const targets = flags.target ? [flags.target] : ['relay', 'app'];
  console.log(
    `chat: ${options.customers} customer sockets, ${options.agents} agent sockets, ${options.seconds} s per step, rates ${options.rates.join(', ')} msg/s`,
  );
  const rows = [];
  for (const kind of targets) rows.push(...(await measure(kind, options)));
  const clean = rows.map(({ _ok, _p99, ...row }) => row);
  console.log(`\n${table(clean)}\n`);
  const bestApp = best(rows.filter((row) => row.target === 'app'));
  const bestRelay = best(rows.filter((row) => row.target === 'relay'));
  console.log(
    `Highest rate with >= 99.9 % delivered and p99 <= 100 ms: app ${bestApp || 'none'} msg/s, bare relay ${bestRelay || 'none'} msg/s` +
      (bestApp && bestRelay ? `, ratio ${(bestApp / bestRelay).toFixed(2)}` : ''),
  );
  return { rows: clean, bestApp, bestRelay };
}

module.exports = { run };
