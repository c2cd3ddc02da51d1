'use strict';
/**
 * npm run bench -- [name] [--flags]: chat | chat-one | idle | autoreply | orders | payments | http | catalogue | frontend |
 * lighthouse | growth | screens | all. Benchmarks print figures; they pass or fail nothing and never run in npm test.
 *
 * Refuses to start (exit code 2) on a busy machine: the 1-minute load average above 0.5 or another Kedai
 * process running; `--force` measures anyway and marks the report. Each benchmark runs `--runs` times
 * (default 3) and every figure is the median with its spread; the merged tables go to
 * .data/bench/results-<date>.md with the date, commit and machine.
 */
const os = require('node:os');
const { flags, table } = require('./lib/common');
const { guardIdleMachine } = require('./lib/guard');
const { median, mergeRuns } = require('./lib/repeat');
const { startReport } = require('./lib/report');

/** Each benchmark and the columns that say what a row is (the others are measured and merged). */
const BENCHES = {
  chat: { load: () => require('./chat'), keys: ['target', 'rate msg/s'] },
  'chat-one': { load: () => require('./chat-one'), keys: ['target', 'what'] },
  idle: { load: () => require('./idle'), keys: ['target'] },
  autoreply: { load: () => require('./autoreply'), keys: ['target', 'replies/s', 'delay s'] },
  orders: { load: () => require('./orders'), keys: ['target'] },
  payments: { load: () => require('./payments'), keys: ['target'] },
  http: { load: () => require('./http'), keys: ['target', 'path'] },
  catalogue: { load: () => require('./catalogue'), keys: ['target', 'request'] },
  // Sizes of built files: the same every run.
  frontend: { load: () => require('./frontend'), keys: ['what'], runs: 1 },
  lighthouse: { load: () => require('./lighthouse'), keys: ['page'] },
  growth: { load: () => require('./growth'), keys: ['data', 'what'] },
  screens: { load: () => require('./screens'), keys: ['target'] },
};

/** A benchmark's answer as rows, and its summary figures (chat's highest passing rates) as notes. */
function rowsOf(result) {
  if (Array.isArray(result)) return { rows: result, summary: {} };
  const { rows, ...summary } = result ?? {};
  return { rows: rows ?? [], summary };
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--')) ?? 'all';
  const options = flags(args);
  // One name, several joined by commas (chat,orders), or all.
  const names = name === 'all' ? Object.keys(BENCHES) : name.split(',');
  for (const bench of names) {
    if (!BENCHES[bench]) throw new Error(`Unknown benchmark "${bench}": use ${Object.keys(BENCHES).join(', ')} or all`);
  }
  const guard = guardIdleMachine({ force: Boolean(options.force) });
  const runs = Math.max(1, Number(options.runs ?? 3));
  const report = startReport({ command: `npm run bench -- ${args.join(' ')}`.trim(), runs, guard });
  for (const bench of names) {
    const { load, keys, runs: fixedRuns } = BENCHES[bench];
    const times = fixedRuns ?? runs;
    const results = [];
    for (let run = 1; run <= times; run += 1) {
      const average = os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ');
      console.log(
        `\n=== ${bench}, run ${run} of ${times} (${new Date().toISOString()}, load average 1/5/15 min: ${average}) ===`,
      );
      results.push(rowsOf(await load().run(options)));
    }
    const merged = mergeRuns(
      results.map((result) => result.rows),
      keys,
    );
    const notes = Object.keys(results[0]?.summary ?? {}).map((key) => {
      const values = results.map((result) => Number(result.summary[key]) || 0);
      return `${key}: median ${median(values)} (runs: ${values.join(', ')})`;
    });
    console.log(`\n${bench}: median of ${times} run(s), (min–max)\n${table(merged)}\n${notes.join('\n')}`);
    report.add(bench, merged, notes);
  }
  console.log(`\nReport: ${report.file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
