'use strict';
/**
 * Chat throughput and latency: N customer sockets send open-loop at stepped rates; M agent sockets
 * (another process) receive every message. Run against the real app (stored before delivered) and
 * against the bare Socket.IO relay (same socket options, no persistence), in the same run.
 */
const { fork } = require('node:child_process');
const { resolve } = require('node:path');
const { adminToken, startApp, visitorToken } = require('./lib/app');
const { connect, emitAck } = require('./lib/sockets');
const { fmt, now, pool, sleep, table } = require('./lib/common');
const { offsetToWednesdayAt, SHOP_HOURS } = require('./lib/shop-clock');
const { startRelay } = require('./lib/relay');

function ipc(child, command) {
  return new Promise((resolveAnswer, reject) => {
    child.once('message', (answer) => (answer.ok ? resolveAnswer(answer) : reject(new Error(answer.error))));
    child.send(command);
  });
}

/**
 * The app as shipped: seeded settings and auto-reply rules, "After hours" included, at a given hour of the shop's
 * day. Outside chat hours with no agent marked online (the bench's agents only watch) that rule answers each
 * conversation once per closed period: a delayed job, a typing event and the reply to every agent.
 */
async function setupApp(options, hours) {
  const app = await startApp({
    env: { CHAT_RATE_LIMIT_MESSAGES: '1000000000' },
    clockOffsetMs: offsetToWednesdayAt(SHOP_HOURS[hours].time),
  });
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

/** 'relay', or the app at an hour of the shop's day: 'app, inside hours' / 'app, outside hours'. */
const appHours = (kind) => (kind.startsWith('app, ') ? kind.slice('app, '.length).replace(' hours', '') : null);

async function measure(kind, options) {
  const hours = appHours(kind);
  const setup = hours ? await setupApp(options, hours) : await setupRelay(options);
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
  // --hours=inside,outside (both by default): which hours of the shop's day the app is measured at.
  const hours = String(flags.hours ?? 'inside,outside').split(',');
  const apps = hours.map((hour) => {
    if (!SHOP_HOURS[hour]) throw new Error(`--hours takes inside and/or outside, not ${hour}`);
    return `app, ${hour} hours`;
  });
  const targets = flags.target === 'relay' ? ['relay'] : flags.target === 'app' ? apps : ['relay', ...apps];
  console.log(
    `chat: ${options.customers} customer sockets, ${options.agents} agent sockets, ${options.seconds} s per step, rates ${options.rates.join(', ')} msg/s; ` +
      `the app with its seeded rules, ${hours.map((hour) => SHOP_HOURS[hour].label).join(' and ')}`,
  );
  const rows = [];
  for (const kind of targets) rows.push(...(await measure(kind, options)));
  const clean = rows.map(({ _ok, _p99, ...row }) => row);
  console.log(`\n${table(clean)}\n`);
  const bestRelay = best(rows.filter((row) => row.target === 'relay'));
  const bestApps = Object.fromEntries(apps.map((app) => [app, best(rows.filter((row) => row.target === app))]));
  console.log(
    `Highest rate with >= 99.9 % delivered and p99 <= 100 ms: bare relay ${bestRelay || 'none'} msg/s; ` +
      apps
        .map(
          (app) =>
            `${app} ${bestApps[app] || 'none'} msg/s` +
            (bestApps[app] && bestRelay ? ` (${(bestApps[app] / bestRelay).toFixed(2)}×)` : ''),
        )
        .join('; '),
  );
  const summary = Object.fromEntries(apps.map((app) => [`best ${app}`, bestApps[app]]));
  return { rows: clean, bestRelay, ...summary };
}

module.exports = { run };
