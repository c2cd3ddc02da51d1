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
  const scriptsOf = (page) =>
    [...readFileSync(resolve(dist, page), 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
  const initial = scriptsOf('index.html');
  const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  // The prerendered home page (frontend/scripts/prerender.mjs) also names home's chunk, and carries the styles.
  const prerenderedHome = 'prerendered/home.en.html';
  const hasPrerendered = existsSync(resolve(dist, prerenderedHome));
  const assets = readdirSync(resolve(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const group = (label, files) => ({
    what: label,
    files: files.length ? files.map((file) => file.replace(/^assets\//, '')).join(', ') : '(none on this branch)',
    'gzip KiB': files.length ? kb(files.reduce((sum, file) => sum + gz(file), 0)) : '—',
  });
  const rows = [
    group('initial storefront JS', [...new Set(initial)]),
    ...(hasPrerendered
      ? [
          group('JS the prerendered home page names', [...new Set(scriptsOf(prerenderedHome))]),
          {
            what: 'prerendered home page HTML (English, styles inlined)',
            files: prerenderedHome,
            'gzip KiB': kb(gz(prerenderedHome)),
          },
        ]
      : []),
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
