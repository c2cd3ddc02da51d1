'use strict';
/**
 * How the app's reads and writes grow with the data (issue 21, item 4): the same requests against a catalogue of
 * 1,000 and then 10,000 products, and a chat history of 100,000 and then 1,000,000 stored messages (10,000 sessions
 * at the top), with the query plans (EXPLAIN ANALYZE) of the statements behind them at the largest size. Data is
 * added with SQL between the levels into the app's own throwaway database; every request is one that no cache
 * answers (a new search, a product not asked before, the first list after a price change), one at a time, so the
 * figures are the database path's latency, not throughput.
 *
 * Then the staff's reading screens (issue 34, item 6) at 100,000 and then 1,000,000 orders of LINES_PER_ORDER lines
 * each, spread over the last year: the sales and support reports for the last 90 days, the dashboard and the
 * customer directory.
 *
 * npm run bench -- growth [--products=1000,10000] [--messages=100000,1000000] [--orders=100000,1000000]
 *                         [--requests=100]
 */
const { resolve } = require('node:path');
const { randomUUID } = require('node:crypto');
const Redis = require('ioredis');
const { Client } = require('pg');
const { adminToken, startApp, ROOT } = require('./lib/app');
const { fmt, http, now, summarize } = require('./lib/common');

/** What the search row asks for (words of the seeded titles, and one that matches nothing). */
const SEARCH_WORDS = ['premium', 'steam', 'mobile', 'mario', 'course', 'zelda', 'netflix'];
const SORTS = ['default', 'price_asc', 'price_desc', 'rating'];
const CATEGORIES = ['', 'Apps (Camera & Filters)', 'Apps ( Games )', 'Steam Games', 'Nintendo Games', 'Course'];

/** The i-th of 168 distinct first-page searches. */
function searchQuery(i) {
  const word = SEARCH_WORDS[i % SEARCH_WORDS.length];
  const sort = SORTS[Math.floor(i / SEARCH_WORDS.length) % SORTS.length];
  const category = CATEGORIES[Math.floor(i / (SEARCH_WORDS.length * SORTS.length)) % CATEGORIES.length];
  return new URLSearchParams({ search: word, sort, ...(category ? { category } : {}) }).toString();
}

/** Lines per seeded order (5,000,000 lines at 1,000,000 orders, as issue 34 asks). */
const LINES_PER_ORDER = 5;
/** Seeded orders per seeded customer: 1,000,000 orders come from 200,000 buyers. */
const ORDERS_PER_CUSTOMER = 5;
/** How the seeded orders pay: the methods the shop offers by default and the two gateways. */
const GROW_METHODS = ['touchNGo', 'duitNow', 'bankTransfer', 'fpx', 'card'];

/** Stored messages per seeded chat session. */
const MESSAGES_PER_SESSION = 100;

/** The variables bringUpInfrastructure exports for the app: put back after each run, so the next finds its own. */
const EXPORTED = ['DATABASE_URL', 'REDIS_URL', 'KEY_PREFIX'];

async function infrastructure() {
  const infra = resolve(ROOT, 'backend/dist/backend/src/core/infra/infrastructure.js');
  const before = Object.fromEntries(EXPORTED.map((name) => [name, process.env[name]]));
  const brought = await require(infra).bringUpInfrastructure({
    ephemeral: true,
    dataDir: resolve(ROOT, '.data/bench'),
    log: () => undefined,
  });
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return brought;
}

/** Adds copies of the seeded products until the active catalogue holds `target`. */
async function growCatalogue(db, target) {
  const { rows } = await db.query(`SELECT count(*)::int AS n, max(catalog_position) AS top FROM products`);
  const missing = target - rows[0].n;
  if (missing <= 0) return;
  await db.query(
    `INSERT INTO products (product_code, catalog_position, title, description, price, category, stock, tags,
                           rating, review_count, options, specifications, images, variants, is_active)
     SELECT 'GROW-' || ($2::int + g), $2::int + g, p.title || ' ' || g, p.description, p.price, p.category, 100,
            p.tags, p.rating, p.review_count, p.options, p.specifications, p.images, p.variants, true
     FROM generate_series(1, $1::int) g
     JOIN (SELECT *, (row_number() OVER (ORDER BY catalog_position)) - 1 AS k FROM products WHERE is_active) p
       ON p.k = g % (SELECT count(*) FROM products WHERE is_active)`,
    [missing, rows[0].top],
  );
  // What autovacuum does soon after a bulk insert: visibility map, planner statistics, GIN pending lists merged.
  await db.query('VACUUM ANALYZE products');
}

/** Adds ended sessions of `perSession` messages each until `target` messages are stored. */
async function growChat(db, target, perSession = MESSAGES_PER_SESSION) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM chat_messages`);
  const sessions = Math.ceil((target - rows[0].n) / perSession);
  if (sessions <= 0) return;
  // In slices, so one statement's memory stays small.
  for (let done = 0; done < sessions; done += 1000) {
    const slice = Math.min(1000, sessions - done);
    await db.query(
      `WITH s AS (
         INSERT INTO chat_sessions (visitor_id, customer_name, customer_email, status, language, last_message,
                                    last_message_at, created_at, ended_at)
         SELECT gen_random_uuid(), 'Grow customer ' || g, 'grow' || g || '@example.com', 'ended', 'en', 'thanks',
                now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval - interval '1 hour',
                now() - (g || ' minutes')::interval
         FROM generate_series($1::int, $2::int) g
         RETURNING id, created_at
       )
       INSERT INTO chat_messages (session_id, sender_type, sender_id, sender_name, message, is_read, created_at)
       SELECT s.id, CASE WHEN i % 2 = 0 THEN 'customer' ELSE 'admin' END, NULL,
              CASE WHEN i % 2 = 0 THEN 'Grow customer' ELSE 'Agent' END,
              -- English, Malay or Chinese, and a word of this conversation's own (ref<n>) for the rare-word search.
              'Message ' || i || ' about my order ref' || substr(s.id::text, 1, 8) || ' and its ' ||
              (ARRAY['activation code', 'kod pengaktifan', '激活码'])[1 + i % 3], true,
              s.created_at + i * interval '1 second'
       FROM s CROSS JOIN generate_series(1, ${perSession}) i`,
      [done + 1 + rows[0].n, done + slice + rows[0].n],
    );
  }
  await db.query('VACUUM ANALYZE chat_sessions');
  await db.query('VACUUM ANALYZE chat_messages');
}

/**
 * Adds orders of LINES_PER_ORDER lines each (of the whole catalogue, the first products far more often) until `target` orders are stored, spread
 * evenly over the last 365 days: 85 % paid and delivered, 10 % cancelled, 5 % unpaid (cancelled by the shop
 * after hours, as its cancel-unpaid job does, except the last day's, still waiting). The order
 * total is the sum of its lines, as checkout writes it. Loaded in slices (so one statement's memory stays small)
 * with the sales rollup's triggers off, and the rollup then built once from all of them, as the migration does for
 * a shop that already has orders; that build's duration is a row of the table.
 */
async function growOrders(db, target) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM orders`);
  const missing = target - rows[0].n;
  if (missing <= 0) return;
  await db.query(`CREATE TEMP TABLE IF NOT EXISTS grow_products AS
                    SELECT (row_number() OVER (ORDER BY catalog_position))::int - 1 AS k, id, product_code, title,
                           category, price
                      FROM products WHERE is_active`);
  const { rows: counted } = await db.query(`SELECT count(*)::int AS n FROM grow_products`);
  const productCount = counted[0].n;
  const slice = 20_000;
  const triggers = [
    ['orders', 'order_sales_on_order'],
    ['orders', 'order_sales_on_order_update'],
    ['order_items', 'order_sales_on_line'],
    ['order_items', 'order_sales_on_line_update'],
  ];
  for (const [table, trigger] of triggers) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  for (let done = 0; done < missing; done += slice) {
    const from = rows[0].n + done + 1;
    const to = rows[0].n + Math.min(done + slice, missing);
    // The lines first (each order's products), then the orders with their lines' sum, then the lines. (A
    // CREATE TABLE AS takes no bound parameters; these are numbers of this function's own.)
    await db.query(`DROP TABLE IF EXISTS grow_lines`);
    await db.query(
      `CREATE TEMP TABLE grow_lines AS
         SELECT g, 'G' || lpad(g::text, 11, '0') AS order_id, p.id, p.product_code, p.title, p.category, p.price
           FROM generate_series(${from}, ${to}) g
          CROSS JOIN generate_series(1, ${LINES_PER_ORDER}) j
           -- Best sellers sell most, as in a real shop: the k-th product by u^4 of a hash in [0, 1).
           JOIN grow_products p
             ON p.k = floor(${productCount} * power((hashint4(g * ${LINES_PER_ORDER} + j) & 1048575) / 1048576.0, 4))::int`,
    );
    await db.query(
      `INSERT INTO orders (order_id, customer_name, customer_email, whatsapp, total_amount, status, payment_status,
                           payment_method, created_at, updated_at)
       SELECT order_id, 'Grow buyer ' || (g / ${ORDERS_PER_CUSTOMER}),
              'buyer' || (g / ${ORDERS_PER_CUSTOMER}) || '@example.com', '+60123456789', sum(price),
              -- Unpaid orders are cancelled by the shop after hours (cancel-unpaid): only the last day's wait.
              CASE WHEN g % 20 = 0 AND $1::int - g < $1::int / 365 THEN 'pending'
                   WHEN g % 20 = 0 OR g % 10 = 1 THEN 'cancelled' ELSE 'delivered' END,
              CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 10 = 1 THEN 'failed' ELSE 'paid' END,
              (ARRAY['${GROW_METHODS.join("','")}'])[1 + g % ${GROW_METHODS.length}],
              now() - ((($1::int - g)::float8 / $1::int) * interval '365 days'),
              now() - ((($1::int - g)::float8 / $1::int) * interval '365 days')
         FROM grow_lines GROUP BY g, order_id`,
      [target],
    );
    await db.query(
      `INSERT INTO order_items (order_id, product_id, product_code, title, category, unit_price, quantity, line_total)
       SELECT order_id, id, product_code, title, category, price, 1, price FROM grow_lines`,
    );
  }
  for (const [table, trigger] of triggers) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  await db.query('VACUUM ANALYZE orders');
  await db.query('VACUUM ANALYZE order_items');
  const started = now();
  await db.query(`SELECT order_sales_rebuild('Asia/Kuala_Lumpur')`);
  const rebuild = now() - started;
  for (const table of [
    'order_sales_contributions',
    'order_sales_days',
    'order_sales_product_days',
    'order_sales_product_months',
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
  return rebuild;
}

/**
 * `count` requests one after another; latency of each in ms. A request that is not answered 200 (a statement over
 * the app's 4 s timeout answers 503) ends the row, which says so, and the run goes on with the next.
 */
async function timed(count, request) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const started = now();
    const answer = await request(i);
    if (answer.status !== 200) {
      return {
        ...summarize(latencies),
        failed: `answered ${answer.status} at request ${i + 1}`,
      };
    }
    latencies.push(now() - started);
  }
  return summarize(latencies);
}

/** One table for requests and plans: what data, what was done, how long (ms), and the detail. */
function rowsOf(data, measured) {
  return Object.entries(measured).map(([what, s]) => ({
    data,
    what,
    'p50 ms': fmt(s.p50),
    'p99 ms': fmt(s.p99),
    detail: s.failed ?? `${s.count} requests, one at a time`,
  }));
}

async function catalogueRows(app, { db, redis, prefix }, size, count) {
  const { rows: ids } = await db.query(`SELECT id FROM products WHERE is_active ORDER BY random() LIMIT $1`, [count]);
  const measured = {
    'list, first after a change': await timed(count, async () => {
      // What every process does after a product, price or stock change: a new catalogue version, said to all.
      const version = randomUUID();
      await redis
        .multi()
        .set(`${prefix}:catalog:version`, version)
        .publish(`${prefix}:catalog:version-changed`, version)
        .exec();
      return http(app.base, 'GET', '/api/products');
    }),
    // Words shoppers type, first page, each with another sort or category so that no kept answer serves it.
    'search, new term': await timed(count, (i) => http(app.base, 'GET', `/api/products?${searchQuery(i)}`)),
    'one product, first ask': await timed(count, (i) =>
      http(app.base, 'GET', `/api/products/${ids[i % ids.length].id}`),
    ),
  };
  return rowsOf(`${size.toLocaleString('en')} products`, measured);
}

async function chatRows(app, { db, token }, size, count) {
  const { rows: sessions } = await db.query(
    `SELECT id FROM chat_sessions WHERE customer_name LIKE 'Grow customer %' ORDER BY random() LIMIT $1`,
    [count],
  );
  const measured = {
    'inbox (admin session list)': await timed(count, () =>
      http(app.base, 'GET', '/api/admin/chat/sessions', { token }),
    ),
    'inbox search': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/chat/sessions?search=grow${(i * 7919) % 10000}@`, { token }),
    ),
    'message search, a rare word': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/chat/search?q=ref${sessions[i % sessions.length].id.slice(0, 8)}`, { token }),
    ),
    'message search, a common Chinese word': await timed(count, () =>
      http(app.base, 'GET', `/api/admin/chat/search?q=${encodeURIComponent('激活码')}`, { token }),
    ),
    'one conversation (100 messages)': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/chat/sessions/${sessions[i % sessions.length].id}/messages`, { token }),
    ),
  };
  return rowsOf(`${size.toLocaleString('en')} messages`, measured);
}

/** The shop's calendar day `daysAgo` days before today, as the reports take it (YYYY-MM-DD, Kuala Lumpur). */
function shopDay(daysAgo) {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
}

async function staffScreenRows(app, { token }, size, count) {
  const range = `from=${shopDay(89)}&to=${shopDay(0)}`;
  const measured = {
    'sales report, 90 days by day': await timed(count, () =>
      http(app.base, 'GET', `/api/admin/reports/sales?${range}&granularity=day`, { token }),
    ),
    'sales report, 90 days by week': await timed(count, () =>
      http(app.base, 'GET', `/api/admin/reports/sales?${range}&granularity=week`, { token }),
    ),
    'support report, 90 days by day': await timed(count, () =>
      http(app.base, 'GET', `/api/admin/reports/support?${range}&granularity=day`, { token }),
    ),
    dashboard: await timed(count, () => http(app.base, 'GET', '/api/admin/dashboard', { token })),
    'customer directory, first page': await timed(count, () =>
      http(app.base, 'GET', '/api/admin/customers', { token }),
    ),
    // The Orders screen (issue 38, item 4): its first page, a filter, a search.
    'orders screen, first page': await timed(count, () => http(app.base, 'GET', '/api/admin/orders', { token })),
    'orders screen, a status': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/orders?status=${['delivered', 'cancelled', 'pending'][i % 3]}`, { token }),
    ),
    // The figures above the list (placed, pending, delivered, revenue) for the same filters.
    'orders screen figures, a status': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/orders/summary?status=${['delivered', 'cancelled', 'pending'][i % 3]}`, {
        token,
      }),
    ),
    'orders screen, a search': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/orders?search=buyer${(i * 7919) % 1000}@`, { token }),
    ),
    'customer directory, search': await timed(count, (i) =>
      http(app.base, 'GET', `/api/admin/customers?search=buyer${(i * 7919) % 1000}@`, { token }),
    ),
  };
  return rowsOf(`${size.toLocaleString('en')} orders`, measured);
}

/** The plans of the statements behind the rows above (as the services write them), at the largest size. */
async function plans(db) {
  const { rows } = await db.query(`SELECT id FROM chat_sessions ORDER BY last_message_at DESC NULLS LAST LIMIT 1`);
  const statements = {
    'product list, page 1': `SELECT * FROM products p WHERE p.is_active = true ORDER BY p.catalog_position ASC LIMIT 24`,
    'product list, total': `SELECT count(*)::int FROM products p WHERE p.is_active = true`,
    'product search': `SELECT * FROM products p WHERE p.is_active = true AND (p.title ILIKE '%premium%' OR p.description ILIKE '%premium%' OR p.category ILIKE '%premium%') ORDER BY p.catalog_position LIMIT 24`,
    'inbox list': `SELECT * FROM chat_sessions s WHERE s.last_message_at IS NOT NULL ORDER BY s.last_message_at DESC LIMIT 500`,
    // The two steps of ChatSearchService: the newest 5,000 messages, then (a rare word) the trigram index.
    'message search, newest messages': `SELECT m.id FROM (SELECT * FROM chat_messages ORDER BY created_at DESC, id DESC LIMIT 5000) m JOIN chat_sessions s ON s.id = m.session_id WHERE m.message ILIKE '%激活码%' ORDER BY m.created_at DESC, m.id DESC LIMIT 50`,
    'message search, every message': `SELECT m.id FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id WHERE m.message ILIKE '%pengaktifan%' ORDER BY m.created_at DESC, m.id DESC LIMIT 50`,
    'one conversation': `SELECT * FROM chat_messages m WHERE m.session_id = '${rows[0].id}' ORDER BY m.created_at ASC`,
    // The fulfilment sweeper's question every minute (OrdersReadModel.pendingStepsSince).
    'sweeper, steps sending too long': `SELECT order_id, pending_step FROM orders WHERE pending_step IS NOT NULL AND updated_at < now() - interval '2 minutes' ORDER BY updated_at LIMIT 200`,
  };
  const found = [];
  for (const [statement, sql] of Object.entries(statements)) {
    const { rows: plan } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`);
    const top = plan[0]['QUERY PLAN'][0];
    const nodes = [];
    const walk = (node) => {
      if (/Scan/.test(node['Node Type']))
        nodes.push(`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
      (node.Plans ?? []).forEach(walk);
    };
    walk(top.Plan);
    found.push({
      data: 'plan at the largest size',
      what: statement,
      'p50 ms': fmt(top['Execution Time']),
      'p99 ms': '—',
      detail: `EXPLAIN ANALYZE: ${nodes.join(', ')}`,
    });
  }
  return found;
}

async function run(flags) {
  const productLevels = String(flags.products ?? '1000,10000')
    .split(',')
    .map(Number);
  const messageLevels = String(flags.messages ?? '100000,1000000')
    .split(',')
    .map(Number);
  const orderLevels = String(flags.orders ?? '100000,1000000')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const count = Number(flags.requests ?? 100);
  const infra = await infrastructure();
  const db = new Client({ connectionString: infra.databaseUrl });
  const redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: 1 });
  const env = {
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    KEY_PREFIX: infra.keyPrefix,
    KEDAI_EPHEMERAL: '0',
  };
  const app = await startApp({ env });
  const rows = [];
  try {
    await db.connect();
    const token = await adminToken(app);
    for (const size of productLevels) {
      console.log(`growth: ${size} products`);
      await growCatalogue(db, size);
      rows.push(...(await catalogueRows(app, { db, redis, prefix: infra.keyPrefix }, size, count)));
    }
    for (const size of messageLevels) {
      console.log(`growth: ${size} chat messages`);
      await growChat(db, size);
      rows.push(...(await chatRows(app, { db, token }, size, count)));
    }
    for (const size of orderLevels) {
      console.log(`growth: ${size} orders`);
      const rebuild = await growOrders(db, size);
      rows.push(...(await staffScreenRows(app, { token }, size, count)));
      if (rebuild !== undefined)
        rows.push({
          data: `${size.toLocaleString('en')} orders`,
          what: 'sales rollup built from every order',
          'p50 ms': fmt(rebuild),
          'p99 ms': '—',
          detail: 'order_sales_rebuild, once (what a time zone change or the migration costs)',
        });
    }
    rows.push(...(await plans(db)));
    return rows;
  } finally {
    await db.end().catch(() => undefined);
    redis.disconnect();
    await app.stop();
    await infra.stop();
  }
}

module.exports = { run, infrastructure, growCatalogue, growChat, growOrders };
