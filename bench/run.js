'use strict';
/**
 * npm run bench -- [name] [--flags]: chat | chat-one | idle | autoreply | orders | http | frontend | lighthouse | all.
 * Benchmarks print figures; they pass or fail nothing and never run in npm test.
 */
const { flags } = require('./lib/common');

const BENCHES = {
  chat: () => require('./chat'),
  'chat-one': () => require('./chat-one'),
  idle: () => require('./idle'),
  autoreply: () => require('./autoreply'),
  orders: () => require('./orders'),
  http: () => require('./http'),
  frontend: () => require('./frontend'),
  lighthouse: () => require('./lighthouse'),
};

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--')) ?? 'all';
  const options = flags(args);
  const names = name === 'all' ? Object.keys(BENCHES) : [name];
  for (const bench of names) {
    if (!BENCHES[bench]) throw new Error(`Unknown benchmark "${bench}": use ${Object.keys(BENCHES).join(', ')} or all`);
    const load = require('node:os')
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
    console.log(`\n=== ${bench} (${new Date().toISOString()}, load average 1/5/15 min: ${load}) ===`);
    await BENCHES[bench]().run(options);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
