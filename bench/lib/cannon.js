'use strict';
/** Runs autocannon in a child process (lib/cannon-worker.js) and resolves to its figures. */
const { fork } = require('node:child_process');
const { resolve } = require('node:path');

function cannon(url, { connections, seconds, headers = {} }) {
  return new Promise((resolveResult, reject) => {
    const worker = fork(resolve(__dirname, 'cannon-worker.js'));
    worker.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolveResult(answer.result)));
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load generator exited with code ${code}`));
    });
    worker.send({ url, connections, seconds, headers });
  });
}

module.exports = { cannon };
