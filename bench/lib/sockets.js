'use strict';
/** Socket.IO clients as the benchmarks open them: WebSocket only, no reconnection, each its own connection. */
const { io } = require('socket.io-client');

function connect(url, auth) {
  return new Promise((resolveSocket, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolveSocket(socket));
    socket.once('connect_error', reject);
  });
}

/** Emits and resolves with the server's acknowledgement. */
const emitAck = (socket, event, payload) =>
  new Promise((resolveAck) => socket.emit(event, payload, (answer) => resolveAck(answer)));

module.exports = { connect, emitAck };
