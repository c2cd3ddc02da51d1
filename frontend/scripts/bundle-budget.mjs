#!/usr/bin/env node
/**
 * The storefront's JavaScript budget: the gzip size (level 9) of every script the built index.html loads
 * before the first screen (its module script and modulepreloads). Exits 1 when it is over the budget, so a
 * library that slips into the first download fails the build. Run after `vite build` (npm run build).
 *
 *   node scripts/bundle-budget.mjs [--dist=frontend/dist] [--budget-kib=128]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * KiB of gzip. Today (151 KiB): React + react-dom, React Router and TanStack Query (about 106 KiB),
 * i18next + react-i18next (about 21 KiB, the three languages) and the storefront shell with the first
 * screen's English texts (about 24 KiB); admin, the chat panel, Socket.IO, other screens' texts and the
 * Malay and Chinese catalogues load later. Lower it when the first download shrinks.
 * 155 (was 154): the English error catalogue, which every screen needs at once, gained the maximum-order and
 * price-lock refusals (about 0.2 KiB), and the shop's time zone is read before the first date is shown.
 * 157 (was 155): the shell shows the seller of Settings (issue 33): the footer's name, SSM number, address and
 * e-mail, the page's own ShopInfo, the shop's name in every text and the currency's prefix (about 1.3 KiB).
 * 158 (was 157): the footer prints the seller's live chat hours from GET /api/chat/hours instead of a fixed text
 * (issue 32: business hours edited in Settings): contracts' chatHoursSummary and its query (about 0.5 KiB).
 */
export const INITIAL_JS_BUDGET_KIB = 158;

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const dist = resolve(option('dist') ?? resolve(dirname(fileURLToPath(import.meta.url)), '../dist'));
const budgetKib = Number(option('budget-kib') ?? INITIAL_JS_BUDGET_KIB);
const indexHtml = resolve(dist, 'index.html');
if (!existsSync(indexHtml) || !Number.isFinite(budgetKib)) {
  console.error(
    existsSync(indexHtml)
      ? `bundle budget: --budget-kib must be a number of KiB`
      : `bundle budget: ${indexHtml} is missing: build the frontend first (npm run build -w frontend)`,
  );
  process.exit(2);
}

const html = readFileSync(indexHtml, 'utf8');
const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
const initial = [
  ...new Set(
    tags
      .filter((tag) => /^<script\b[^>]*type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
      .map((tag) => /(?:src|href)="\/?([^"]+\.m?js)"/.exec(tag)?.[1])
      .filter(Boolean),
  ),
];
const rows = initial.map((file) => ({ file, gzip: gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length }));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);

for (const row of rows) console.log(`  ${kib(row.gzip).padStart(6)} KiB  ${row.file}`);
const verdict = total <= budgetKib * 1024 ? 'within' : 'OVER';
console.log(`bundle budget: initial storefront JS ${kib(total)} KiB gzip, ${verdict} the budget of ${budgetKib} KiB`);
if (verdict === 'OVER') {
  console.error(
    'bundle budget: the first download grew past its budget. Load the new code lazily (a route, a dialog, ' +
      'a library behind import()), or raise INITIAL_JS_BUDGET_KIB in frontend/scripts/bundle-budget.mjs with a reason.',
  );
  process.exit(1);
}
