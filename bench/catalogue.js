'use strict';
/**
 * Catalogue at near bare speed (issue 21): GET /api/products and GET /api/products/{id} from the app's cached,
 * pre-compressed answers against a bare node:http server answering the very same bytes (taken from the app),
 * three ways each: plain, brotli (Accept-Encoding: br) and revalidation (If-None-Match → 304). The app row
 * says its throughput as a share of the bare server's in the same run. The generator runs in its own process.
 *
 * npm run bench -- catalogue --connections=50 --seconds=5
 */
const { fork } = require('node:child_process');
const { request } = require('node:http');
const { resolve } = require('node:path');
const { startApp } = require('./lib/app');
const { cannon } = require('./lib/cannon');
const { freePort, table } = require('./lib/common');

/** The app's answer as bytes, as sent (no decompression). */
function rawGet(url, headers = {}) {
  return new Promise((resolveAnswer, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolveAnswer({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function answersOf(base, paths) {
  const answers = {};
  for (const path of paths) {
    const plain = await rawGet(`${base}${path}`);
    if (plain.status !== 200) throw new Error(`GET ${path} answered ${plain.status}`);
    const br = await rawGet(`${base}${path}`, { 'Accept-Encoding': 'br' });
    answers[path] = {
      body: plain.body.toString('base64'),
      br: br.headers['content-encoding'] === 'br' ? br.body.toString('base64') : undefined,
      etag: plain.headers.etag,
    };
  }
  return answers;
}

const KINDS = [
  { name: 'plain', headers: () => ({}) },
  { name: 'br', headers: () => ({ 'Accept-Encoding': 'br' }) },
  { name: '304', headers: (answer) => ({ 'If-None-Match': answer.etag }) },
];

async function run(flags) {
  const options = { connections: Number(flags.connections ?? 50), seconds: Number(flags.seconds ?? 5) };
  const app = await startApp();
  const rows = [];
  try {
    const list = JSON.parse((await rawGet(`${app.base}/api/products`)).body.toString('utf8'));
    const paths = ['/api/products', `/api/products/${list.items[0].id}`];
    const answers = await answersOf(app.base, paths);
    const port = await freePort();
    const bare = fork(resolve(__dirname, 'lib/bare-http-server.js'), [String(port)]);
    await new Promise((ready) => {
      bare.once('message', ready);
      bare.send({ answers });
    });
    try {
      for (const path of paths) {
        for (const kind of KINDS) {
          const headers = kind.headers(answers[path]);
          const label = `${path === paths[0] ? 'list' : 'one product'}, ${kind.name}`;
          const baseline = await cannon(`http://127.0.0.1:${port}${path}`, { ...options, headers });
          const measured = await cannon(`${app.base}${path}`, { ...options, headers });
          const line = (target, result, share) => ({
            target,
            request: label,
            'req/s': Math.round(result.requests.average),
            'p50 ms': result.latency.p50,
            'p99 ms': result.latency.p99,
            'vs bare': share,
            // 304 answers are what the revalidation rows expect; anything else outside 2xx is a failure.
            'unexpected answers':
              kind.name === '304' ? result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) : result.non2xx,
            errors: result.errors,
          });
          rows.push(line('bare node:http', baseline, '1.00'));
          rows.push(line('app', measured, (measured.requests.average / baseline.requests.average).toFixed(2)));
        }
      }
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await app.stop();
  }
  console.log(`\ncatalogue: ${options.connections} connections, ${options.seconds} s each\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
