'use strict';
const { fork } = require('node:child_process');
const { resolve } = require('node:path');
const { freePort } = require('./common');

/** Starts the bare Socket.IO relay (baseline) in its own process. */
async function startRelay(redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') {
  const port = await freePort();
  const child = fork(resolve(__dirname, 'relay-server.js'), [String(port), redisUrl], { stdio: 'inherit' });
  await new Promise((resolveReady, reject) => {
    child.once('message', () => resolveReady());
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

module.exports = { startRelay };
