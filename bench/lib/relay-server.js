'use strict';
/**
 * The bare baseline: a Socket.IO server with the app's socket options (Redis Streams adapter,
 * connection state recovery, same ping and buffer settings) that relays chat:send to the session
 * room and the agents, acks, and stores nothing. Run as its own process: node relay-server.js <port> <redisUrl>
 */
const { createServer } = require('node:http');
const { Server } = require('socket.io');
const { createAdapter } = require('@socket.io/redis-streams-adapter');
const Redis = require('ioredis');
const { randomUUID } = require('node:crypto');

const [port, redisUrl] = process.argv.slice(2);
const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
const streamName = `bench-relay-${process.pid}:socket.io`;
const server = createServer();
const io = new Server(server, {
  adapter: createAdapter(redis, { streamName, maxLen: 100_000 }),
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  pingInterval: 25_000,
  pingTimeout: 20_000,
  maxHttpBufferSize: 1e6,
});

io.on('connection', (socket) => {
  const { role, id } = socket.handshake.auth ?? {};
  if (role === 'agent') socket.join('admins');
  else socket.join([`visitor:${id}`, `chat:${id}`]);
  socket.on('chat:send', (request, ack) => {
    const message = {
      id: randomUUID(),
      sessionId: request.sessionId,
      senderType: 'customer',
      message: request.message,
      clientId: request.clientId ?? null,
      createdAt: new Date().toISOString(),
    };
    io.to([`chat:${request.sessionId}`, 'admins']).emit('chat:message', message);
    if (typeof ack === 'function') ack({ ok: true, data: { message } });
  });
});

server.listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true, pid: process.pid }));
process.on('SIGTERM', () => {
  io.close();
  redis
    .del(streamName)
    .catch(() => 0)
    .finally(() => {
      redis.disconnect();
      process.exit(0);
    });
});
