'use strict';
/* global window, document, MutationObserver -- the functions given to page.evaluate run in the browser */
/**
 * The staff's two live screens in a real Chromium at a busy shop's size (issue 38, target 4): the Orders screen
 * (/admin/orders) and the inbox (/admin/live-chat), desktop, against the built app holding 1,000,000 orders of 5
 * lines and 1,000,000 chat messages in 100,000 conversations (added with the growth benchmark's SQL).
 *
 * - Opening: each screen loaded 5 times (a staff member's browser, the scripts in its HTTP cache). "first row" is
 *   when the first row of data is in the page; "interactive" is the later of that and the end of the last long
 *   task (PerformanceObserver, > 50 ms) before a quiet second, both from the navigation's start.
 * - Live: both screens open (each in its own browser context, as two staff members would), then 20 order status
 *   changes a second (the 50 newest orders, the first page) and 20 customer chat messages a second (20 open
 *   conversations) for 30 s, open loop. Counted in each page: long tasks and the longest. Afterwards each screen
 *   is compared with what the API answers (every order's status badge, every conversation's last message and
 *   unread count) until they agree, and the rows that still disagree after 10 s are counted as lost updates.
 *
 * - Baseline, same run: with --baseline-dist=<dir> (another frontend build, e.g. of the commit before a change) the
 *   same is measured again on the same data by an app serving that build; its rows start with "baseline".
 *
 * npm run bench -- screens [--orders=1000000] [--messages=1000000] [--per-conversation=10] [--seconds=30]
 *                          [--rate=20] [--loads=5] [--baseline-dist=<dir> --baseline-name=<commit>]
 */
const { existsSync } = require('node:fs');
const { resolve } = require('node:path');
const { randomUUID } = require('node:crypto');
const { Client } = require('pg');
const { adminToken, startApp, visitorToken, ROOT } = require('./lib/app');
const { connect, emitAck } = require('./lib/sockets');
const { fmt, http, now, summarize } = require('./lib/common');
const { infrastructure, growChat, growOrders } = require('./growth');
const { placeOrder } = require('./orders');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The Orders screen's first page: the orders whose changes it shows in place. */
const WATCHED_ORDERS = 50;
const OPEN_CONVERSATIONS = 20;
const STATUS_LABELS = { pending: 'Pending', paid: 'Paid', processing: 'Processing' };
const SCREENS = [
  ['orders', '/admin/orders'],
  ['inbox', '/admin/live-chat'],
];

/**
 * Runs in every page before its own scripts: long tasks as they end, and when the first row of data appears.
 * (Given to Playwright as a function; it runs in the browser, not here.)
 */
function recordPerformance() {
  const perf = { longTasks: [], firstRow: null };
  window.__kedaiPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const rows = 'tr[data-order-id], [data-testid="chat-session-row"]';
  const observer = new MutationObserver(() => {
    if (perf.firstRow === null && document.querySelector(rows)) {
      perf.firstRow = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** In the page: true once a row is shown and a second has passed with no long task. */
function settled() {
  const perf = window.__kedaiPerf;
  if (!perf || perf.firstRow === null) return false;
  const lastEnd = perf.longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
  return performance.now() - Math.max(perf.firstRow, lastEnd) >= 1000;
}

/** In the page: the opening's figures (ms from the navigation's start). */
function openingFigures() {
  const perf = window.__kedaiPerf;
  const lastEnd = perf.longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
  return {
    firstRow: perf.firstRow,
    interactive: Math.max(perf.firstRow, lastEnd),
    longTasks: perf.longTasks.length,
    longest: perf.longTasks.reduce((max, [, duration]) => Math.max(max, duration), 0),
    blocked: perf.longTasks.reduce((sum, [, duration]) => sum + duration, 0),
  };
}

async function openScreen(page, path) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(settled, null, { timeout: 60_000, polling: 100 });
  return page.evaluate(openingFigures);
}

/** Guests with an open conversation each, every one with a first message (the inbox lists them): their tokens. */
async function openConversations(app) {
  const visitors = [];
  for (let i = 0; i < OPEN_CONVERSATIONS; i += 1) {
    const token = await visitorToken(app);
    const socket = await connect(app.base, { token });
    try {
      const joined = await emitAck(socket, 'chat:join', { customerName: `Screen customer ${i}` });
      if (!joined?.ok) throw new Error(`chat:join failed: ${JSON.stringify(joined)}`);
      const sessionId = joined.data.session.id;
      const sent = await emitAck(socket, 'chat:send', {
        sessionId,
        message: `Hello from customer ${i}`,
        clientId: randomUUID(),
      });
      if (!sent?.ok) throw new Error(`chat:send failed: ${JSON.stringify(sent)}`);
      visitors.push({ token, sessionId, name: `Screen customer ${i}` });
    } finally {
      socket.close();
    }
  }
  return visitors;
}

/** The same guests connected again (to the app being measured), each back in its own conversation. */
async function joinConversations(app, visitors) {
  const customers = [];
  for (const visitor of visitors) {
    const socket = await connect(app.base, { token: visitor.token });
    customers.push({ socket, sessionId: visitor.sessionId });
    const joined = await emitAck(socket, 'chat:join', { customerName: visitor.name });
    if (joined?.data?.session?.id !== visitor.sessionId)
      throw new Error(`chat:join did not resume ${visitor.sessionId}: ${JSON.stringify(joined)}`);
  }
  return customers;
}

/** Logs in on /admin-login and returns the signed-in storage (the token in localStorage) for more contexts. */
async function signIn(browser, app, viewport) {
  const context = await browser.newContext({ baseURL: app.base, viewport });
  const page = await context.newPage();
  await page.goto('/admin-login');
  await page.getByLabel('E-mail').fill(app.admin.email);
  await page.getByLabel('Admin Password').fill(app.admin.password);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin-login');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Status changes and customer messages at `rate` a second each for `seconds`, each at its intended time. */
async function liveLoad({ app, token, orderIds, customers, rate, seconds }) {
  const total = Math.round(rate * seconds);
  const start = now() + 20;
  const answers = [];
  const failures = [];
  const nextStatus = new Map(orderIds.map((id) => [id, 'processing']));
  let done = 0;
  await new Promise((resolveDone) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
      while (done < due) {
        const k = done++;
        const orderId = orderIds[k % orderIds.length];
        const status = nextStatus.get(orderId);
        nextStatus.set(orderId, status === 'processing' ? 'paid' : 'processing');
        answers.push(
          http(app.base, 'PUT', `/api/admin/orders/${orderId}/status`, { token, body: { status } }).then(
            (response) =>
              response.status !== 200 && failures.push(`status ${response.status} ${JSON.stringify(response.body)}`),
          ),
        );
        const customer = customers[k % customers.length];
        answers.push(
          emitAck(customer.socket, 'chat:send', {
            sessionId: customer.sessionId,
            message: `Live message ${k} from ${customer.sessionId.slice(0, 8)}`,
            clientId: randomUUID(),
          }).then((answer) => !answer?.ok && failures.push(`chat ${JSON.stringify(answer?.error ?? answer)}`)),
        );
      }
      if (done >= total) resolveDone();
      else setTimeout(tick, 2);
    };
    setTimeout(tick, Math.max(0, start - now()));
  });
  await Promise.all(answers);
  return { changes: total, messages: total, failures };
}

/** The orders and conversations whose screen row differs from the API's answer. */
async function differences({ app, token, orderIds, customers, ordersPage, inboxPage }) {
  const [orders, sessions] = await Promise.all([
    http(app.base, 'GET', '/api/admin/orders', { token }),
    http(app.base, 'GET', '/api/admin/chat/sessions', { token }),
  ]);
  const serverStatus = new Map(orders.body.orders.map((order) => [order.orderId, order.status]));
  const shownStatus = new Map(
    await ordersPage.$$eval('tr[data-order-id]', (rows) =>
      rows.map((row) => [row.dataset.orderId, row.querySelector('[data-testid="order-status"]')?.textContent]),
    ),
  );
  const wrong = [];
  for (const id of orderIds) {
    const status = serverStatus.get(id);
    if (!status || shownStatus.get(id) !== STATUS_LABELS[status]) wrong.push(`order ${id}`);
  }
  const serverSession = new Map(sessions.body.sessions.map((session) => [session.id, session]));
  const shownSession = new Map(
    await inboxPage.$$eval('[data-testid="chat-session-row"]', (rows) =>
      rows.map((row) => {
        const unread = row.parentElement?.querySelector('[aria-label$=" unread"]');
        return [row.dataset.sessionId, { text: row.textContent, unread: Number(unread?.textContent ?? 0) }];
      }),
    ),
  );
  for (const { sessionId } of customers) {
    const server = serverSession.get(sessionId);
    const shown = shownSession.get(sessionId);
    if (!server || !shown || !shown.text.includes(server.lastMessage) || shown.unread !== server.unreadCount)
      wrong.push(`conversation ${sessionId}`);
  }
  return wrong;
}

/** In the page: the long tasks that began in [from, to) (performance.now()). */
function longTasksBetween([from, to]) {
  const tasks = window.__kedaiPerf.longTasks.filter(([start]) => start >= from && start < to);
  return {
    tasks: tasks.map(([start, duration]) => `${Math.round(start - from)}+${Math.round(duration)}`),
    count: tasks.length,
    longest: tasks.reduce((max, [, duration]) => Math.max(max, duration), 0),
    total: tasks.reduce((sum, [, duration]) => sum + duration, 0),
  };
}

/** BENCH_PAGE_PROF=<dir>: a CPU profile of each page during the live load (<dir>/<screen>.cpuprofile). */
async function startProfiles(pages) {
  if (!process.env.BENCH_PAGE_PROF) return [];
  return Promise.all(
    Object.entries(pages).map(async ([name, page]) => {
      const session = await page.context().newCDPSession(page);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
      return { name, session };
    }),
  );
}

async function stopProfiles(profiles) {
  const { mkdirSync, writeFileSync } = require('node:fs');
  for (const { name, session } of profiles) {
    const { profile } = await session.send('Profiler.stop');
    const dir = resolve(process.env.BENCH_PAGE_PROF);
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}

/** Every row has every column (the report's table takes its columns from the first row). */
const COLUMNS = [
  'first row p50 ms',
  'interactive p50 ms',
  'interactive max ms',
  'long tasks',
  'longest task ms',
  'blocked ms',
  'updates sent',
  'refused',
  'rows wrong after 10 s',
  'agreed with the API after ms',
];
const rowOf = (target, values) => ({
  target,
  ...Object.fromEntries(COLUMNS.map((column) => [column, values[column] ?? '—'])),
});

/**
 * Opens both screens in a browser against `app` (serving one frontend build), then runs the live load; the rows
 * start with `label`.
 */
async function measureBuild(label, app, { orderIds, visitors, loads, rate, seconds }) {
  const { chromium } = require('playwright-core');
  const customers = [];
  let browser;
  try {
    const token = await adminToken(app);
    customers.push(...(await joinConversations(app, visitors)));
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    const viewport = { width: 1440, height: 900 };
    const storageState = await signIn(browser, app, viewport);
    const rows = [];
    const pages = {};
    for (const [name, path] of SCREENS) {
      const context = await browser.newContext({ baseURL: app.base, viewport, storageState });
      await context.addInitScript(recordPerformance);
      const page = await context.newPage();
      const figures = [];
      for (let i = 0; i < loads; i += 1) figures.push(await openScreen(page, path));
      console.log(`screens: ${label}: ${path} opened: ${JSON.stringify(figures)}`);
      pages[name] = page;
      const firstRow = summarize(figures.map((figure) => figure.firstRow));
      const interactive = summarize(figures.map((figure) => figure.interactive));
      rows.push(
        rowOf(`${label}: ${path}, opened ${loads} times`, {
          'first row p50 ms': fmt(firstRow.p50),
          'interactive p50 ms': fmt(interactive.p50),
          'interactive max ms': fmt(interactive.max),
          'long tasks': figures.reduce((sum, figure) => sum + figure.longTasks, 0),
          'longest task ms': fmt(Math.max(...figures.map((figure) => figure.longest))),
          'blocked ms': fmt(figures.reduce((sum, figure) => sum + figure.blocked, 0)),
        }),
      );
    }

    // Both screens stay open (the last load of each) while the changes arrive.
    const from = {};
    for (const [name, page] of Object.entries(pages)) from[name] = await page.evaluate(() => performance.now());
    const profiles = await startProfiles(pages);
    // BENCH_PAGE_TRACE=<file>: a Chromium trace of one screen during the live load (chrome://tracing, Perfetto).
    if (process.env.BENCH_PAGE_TRACE)
      await browser.startTracing(pages[process.env.BENCH_PAGE_TRACE_SCREEN ?? 'inbox'], {
        path: resolve(process.env.BENCH_PAGE_TRACE),
      });
    const load = await liveLoad({ app, token, orderIds, customers, rate, seconds });
    if (process.env.BENCH_PAGE_TRACE) await browser.stopTracing();
    await stopProfiles(profiles);
    // The load's window: long tasks after it (the comparison's own page reads) are not the screens' doing.
    const to = {};
    for (const [name, page] of Object.entries(pages)) to[name] = await page.evaluate(() => performance.now());
    const loadEnded = now();
    const state = { app, token, orderIds, customers, ordersPage: pages.orders, inboxPage: pages.inbox };
    let wrong = await differences(state);
    while (wrong.length > 0 && now() - loadEnded < 10_000) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      wrong = await differences(state);
    }
    const agreedAfter = wrong.length === 0 ? now() - loadEnded : NaN;
    for (const [name, path] of SCREENS) {
      const tasks = await pages[name].evaluate(longTasksBetween, [from[name], to[name]]);
      console.log(
        `screens: ${label}: ${path} long tasks under load (ms from the start + ms): ${tasks.tasks.join(' ')}`,
      );
      rows.push(
        rowOf(`${label}: ${path}, ${rate} order changes/s + ${rate} messages/s for ${seconds} s`, {
          'long tasks': tasks.count,
          'longest task ms': fmt(tasks.longest),
          'blocked ms': fmt(tasks.total),
          'updates sent': load.changes + load.messages,
          refused: load.failures.length,
          'rows wrong after 10 s': wrong.filter((id) => id.startsWith(name === 'orders' ? 'order' : 'conversation'))
            .length,
          'agreed with the API after ms': fmt(agreedAfter),
        }),
      );
    }
    if (load.failures.length > 0) {
      console.log(`screens: refused: ${load.failures.slice(0, 3).join('; ')}`);
      console.log(`screens: the app's last output:\n${app.output().slice(-4000)}`);
    }
    return rows;
  } finally {
    for (const { socket } of customers) socket.close();
    await browser?.close().catch(() => undefined);
  }
}

/** A frontend build's directory, checked. */
function buildAt(dir) {
  const dist = resolve(dir);
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error(`${dist} holds no frontend build: run \`npm run build\``);
  return dist;
}

async function run(flags) {
  // BENCH_FRONTEND_DIST: another build (say, unminified, for readable profiles).
  const dist = buildAt(process.env.BENCH_FRONTEND_DIST ?? resolve(ROOT, 'frontend/dist'));
  // --baseline-dist=<dir>: an earlier build measured on the same data in the same run, after this one.
  const baseline = flags['baseline-dist'] ? buildAt(flags['baseline-dist']) : null;
  const ordersTarget = Number(flags.orders ?? 1_000_000);
  const messagesTarget = Number(flags.messages ?? 1_000_000);
  const perConversation = Number(flags['per-conversation'] ?? 10);
  const options = {
    seconds: Number(flags.seconds ?? 30),
    rate: Number(flags.rate ?? 20),
    loads: Number(flags.loads ?? 5),
  };

  const infra = await infrastructure();
  const db = new Client({ connectionString: infra.databaseUrl });
  const env = {
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    KEY_PREFIX: infra.keyPrefix,
    KEDAI_EPHEMERAL: '0',
    ORDER_LOOKUPS_PER_MINUTE: '1000000',
    CHAT_RATE_LIMIT_MESSAGES: '1000000000',
  };
  let app = await startApp({ env: { ...env, KEDAI_FRONTEND_DIST: dist } });
  try {
    await db.connect();
    console.log(`screens: ${messagesTarget} messages, ${ordersTarget} orders`);
    await growChat(db, messagesTarget, perConversation);
    await growOrders(db, ordersTarget);
    await db.query('VACUUM ANALYZE');
    const orderIds = [];
    for (let i = 0; i < WATCHED_ORDERS; i += 1) orderIds.push(await placeOrder(app.base));
    const visitors = await openConversations(app);
    const shared = { ...options, orderIds, visitors };
    const rows = await measureBuild('this build', app, shared);
    if (baseline) {
      await app.stop();
      app = await startApp({ env: { ...env, KEDAI_FRONTEND_DIST: baseline } });
      rows.push(...(await measureBuild(`baseline (${flags['baseline-name'] ?? baseline})`, app, shared)));
    }
    return rows;
  } finally {
    await db.end().catch(() => undefined);
    await app.stop();
    await infra.stop();
  }
}

module.exports = { run };
