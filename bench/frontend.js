'use strict';
/**
 * Frontend: gzip size of the JavaScript the storefront loads first (index.html's script and
 * modulepreloads), and of the admin and chat chunks, from frontend/dist (npm run build -w frontend).
 */
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { resolve } = require('node:path');
const { gzipSync } = require('node:zlib');
const { ROOT } = require('./lib/app');
const { table } = require('./lib/common');

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function run() {
  const dist = resolve(ROOT, 'frontend/dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    console.log('frontend: frontend/dist is missing: run `npm run build -w frontend` first.');
    return [];
  }
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  const assets = readdirSync(resolve(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const group = (label, files) => ({
    what: label,
    files: files.length ? files.map((file) => file.replace(/^assets\//, '')).join(', ') : '(none on this branch)',
    'gzip KiB': files.length ? kb(files.reduce((sum, file) => sum + gz(file), 0)) : '—',
  });
  const rows = [
    group('initial storefront JS', [...new Set(initial)]),
    group(
      'admin chunk (layout)',
      assets.filter((file) => /^admin-(?!login)/.test(file)).map((file) => `assets/${file}`),
    ),
    group(
      'admin queues screen',
      assets.filter((file) => /^queues-/.test(file)).map((file) => `assets/${file}`),
    ),
    group(
      'chat chunk(s)',
      assets.filter((file) => /chat/i.test(file)).map((file) => `assets/${file}`),
    ),
  ];
  console.log(`\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
