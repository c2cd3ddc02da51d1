'use strict';
/**
 * Idle connections: how many sockets one API process holds and its RSS at 1k, 5k and 10k, against a
 * bare Socket.IO server with the same options. Each app socket is a distinct guest (its own token and
 * rooms), connected at the handshake as a browser would.
 */
const { io } = require('socket.io-client');
const { startApp, visitorToken } = require('./lib/app');
const { pool, rssMiB, sleep, table } = require('./lib/common');
const { startRelay } = require('./lib/relay');

function connect(url, auth) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function measure(kind, levels) {
  const target = kind === 'app' ? await startApp({ role: 'api' }) : await startRelay();
  const sockets = [];
  const rows = [];
  let failed = 0;
  try {
    await sleep(1000);
    rows.push({ target: kind, sockets: 0, 'RSS MiB': rssMiB(target.pid).toFixed(0), 'KiB/socket': '—' });
    const base = rssMiB(target.pid);
    for (const level of levels) {
      const missing = level - sockets.length;
      const opened = await pool([...Array(missing).keys()], 100, async (i) => {
        try {
          const auth =
            kind === 'app'
              ? { token: await visitorToken(target) }
              : { role: 'customer', id: `idle${sockets.length + i}` };
          return await connect(target.base, auth);
        } catch {
          failed += 1;
          return null;
        }
      });
      sockets.push(...opened.filter(Boolean));
      await sleep(3000);
      const rss = rssMiB(target.pid);
      rows.push({
        target: kind,
        sockets: sockets.length,
        'RSS MiB': rss.toFixed(0),
        'KiB/socket': (((rss - base) * 1024) / Math.max(1, sockets.length)).toFixed(1),
      });
      console.log(`  ${kind}: ${sockets.length} sockets open (${failed} failed), RSS ${rss.toFixed(0)} MiB`);
    }
  } finally {
    await pool(sockets, 500, async (socket) => socket.close());
    await target.stop();
  }
  return rows;
}

async function run(flags) {
  const levels = String(flags.levels ?? '1000,5000,10000')
    .split(',')
    .map(Number);
  const rows = [];
  for (const kind of flags.target ? [flags.target] : ['relay', 'app']) rows.push(...(await measure(kind, levels)));
  console.log(`\n${table(rows)}\n`);
  return rows;
}

module.exports = { run };
