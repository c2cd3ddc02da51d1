'use strict';
/**
 * Lighthouse (mobile, its default simulated throttling: slow 4G and a 4x slower CPU) against the built app:
 * performance score, LCP, CLS, FCP and TBT for home, /products and a product page. Chromium from
 * CHROMIUM_PATH or /usr/bin/chromium; nothing is downloaded. --runs=N (default 1) reports the median run.
 */
const { existsSync } = require('node:fs');
const { resolve } = require('node:path');
const { ROOT, startApp } = require('./lib/app');
const { table } = require('./lib/common');

const PAGES = [
  ['home', '/'],
  ['products', '/products'],
  ['product page', '/product/DZ'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const KEYS = ['largest-contentful-paint', 'cumulative-layout-shift', 'first-contentful-paint', 'total-blocking-time'];

async function run(options = {}) {
  const dist = resolve(ROOT, 'frontend/dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    console.log('lighthouse: frontend/dist is missing: run `npm run build` first.');
    return [];
  }
  const runs = Number(options.runs ?? 1);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const app = await startApp({ env: { KEDAI_FRONTEND_DIST: dist } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const [name, path] of PAGES) {
      const results = [];
      let failures = 0;
      while (results.length < runs) {
        const answer = await lighthouse(`${app.base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { categories, audits, runtimeError } = answer.lhr;
        const missing = KEYS.filter((key) => audits[key]?.numericValue === undefined);
        const failed = runtimeError?.message ?? (missing.length > 0 && `no ${missing.join(', ')}`);
        if (failed) {
          // Lighthouse sometimes gives a run without a metric (e.g. NO_LCP): said, and taken again (at most 3 times).
          console.log(`lighthouse: ${path}: run failed (${failed})${failures < 2 ? ', taking it again' : ''}`);
          if ((failures += 1) > 2) throw new Error(`Lighthouse failed 3 times on ${path}: ${failed}`);
          continue;
        }
        results.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
        });
      }
      const pick = (key) => median(results.map((result) => result[key]));
      rows.push({
        page: `${name} (${path})`,
        performance: String(pick('score')),
        'LCP s': (pick('lcp') / 1000).toFixed(2),
        CLS: pick('cls').toFixed(3),
        'FCP s': (pick('fcp') / 1000).toFixed(2),
        'TBT ms': String(Math.round(pick('tbt'))),
      });
    }
  } finally {
    await chrome.kill();
    await app.stop();
  }
  console.log(`\nLighthouse ${require('lighthouse/package.json').version}, mobile, simulated throttling, runs=${runs}`);
  console.log(`\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
