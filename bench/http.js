'use strict';
/**
 * HTTP: GET /api/products and GET /api/products/{id} with autocannon against the app, and against a
 * bare node:http server answering the same JSON bytes (plain, no compression asked). The load generator runs in
 * its own process (lib/cannon.js).
 */
const { fork } = require('node:child_process');
const { resolve } = require('node:path');
const { startApp } = require('./lib/app');
const { cannon } = require('./lib/cannon');
const { freePort, http, table } = require('./lib/common');

const row = (target, path, result) => ({
  target,
  path,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'non-2xx': result.non2xx,
  errors: result.errors,
});

async function run(flags) {
  const options = { connections: Number(flags.connections ?? 50), seconds: Number(flags.seconds ?? 5) };
  const app = await startApp();
  const rows = [];
  try {
    const list = await http(app.base, 'GET', '/api/products');
    if (list.status === 404) {
      console.log('http: GET /api/products answers 404 on this branch: pending the catalogue merge, not measured.');
      return [];
    }
    const items = Array.isArray(list.body) ? list.body : (list.body?.items ?? list.body?.products ?? []);
    const id = items[0]?.id;
    const paths = ['/api/products', ...(id ? [`/api/products/${encodeURIComponent(id)}`] : [])];
    const bodies = {};
    for (const path of paths) {
      const response = await fetch(`${app.base}${path}`);
      bodies[path] = await response.text();
    }
    const port = await freePort();
    const bare = fork(resolve(__dirname, 'lib/bare-http-server.js'), [String(port)]);
    await new Promise((ready) => {
      bare.once('message', ready);
      bare.send({ bodies });
    });
    try {
      for (const path of paths) {
        rows.push(row('bare node:http', path, await cannon(`http://127.0.0.1:${port}${path}`, options)));
        rows.push(row('app', path, await cannon(`${app.base}${path}`, options)));
      }
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await app.stop();
  }
  console.log(`\nhttp: ${options.connections} connections, ${options.seconds} s each\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
