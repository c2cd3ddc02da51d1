'use strict';
/**
 * Agent sockets in a process of their own (so receiving does not share the senders' event loop).
 * Driven over IPC: connect, collect <step>, close. Latency = receipt time - intended send time,
 * both from performance.timeOrigin + performance.now() (one clock on one machine). The relay sends each
 * message alone (chat:message); the app sends the agents a tick's messages at once (chat:messages), each
 * of which counts as received when its batch arrived.
 */
const { io } = require('socket.io-client');
const { now, summarize } = require('./common');

let sockets = [];
const steps = new Map(); // step -> { latencies: number[], outOfOrder: number }
const lastSeq = []; // per agent: Map<sessionId, seq>

function onMessage(agent, message, received = now()) {
  const text = message?.message;
  if (typeof text !== 'string' || !text.startsWith('bench|')) return;
  const [, step, , seq, intended] = text.split('|');
  let bucket = steps.get(step);
  if (!bucket) steps.set(step, (bucket = { latencies: [], outOfOrder: 0 }));
  bucket.latencies.push(received - Number(intended));
  const seen = lastSeq[agent];
  const key = `${step}|${message.sessionId}`;
  const previous = seen.get(key) ?? -1;
  if (Number(seq) < previous) bucket.outOfOrder += 1;
  else seen.set(key, Number(seq));
}

function connect(url, auth) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

process.on('message', async (command) => {
  try {
    if (command.cmd === 'connect') {
      sockets = await Promise.all(command.auths.map((auth) => connect(command.url, auth)));
      sockets.forEach((socket, agent) => {
        lastSeq[agent] = new Map();
        socket.on('chat:message', (message) => onMessage(agent, message));
        socket.on('chat:messages', (batch) => {
          const received = now();
          for (const message of batch?.messages ?? []) onMessage(agent, message, received);
        });
      });
      process.send({ ok: true, connected: sockets.length });
    } else if (command.cmd === 'count') {
      process.send({ ok: true, received: steps.get(String(command.step))?.latencies.length ?? 0 });
    } else if (command.cmd === 'collect') {
      const bucket = steps.get(String(command.step)) ?? { latencies: [], outOfOrder: 0 };
      steps.delete(String(command.step));
      process.send({ ok: true, ...summarize(bucket.latencies), outOfOrder: bucket.outOfOrder });
    } else if (command.cmd === 'close') {
      sockets.forEach((socket) => socket.close());
      process.send({ ok: true });
      setTimeout(() => process.exit(0), 50);
    }
  } catch (error) {
    process.send({ ok: false, error: String(error) });
  }
});
