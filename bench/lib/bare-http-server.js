'use strict';
/** Baseline for the HTTP bench: node:http answering fixed JSON bodies. node bare-http-server.js <port> (bodies via IPC). */
const { createServer } = require('node:http');

let bodies = {};
const server = createServer((request, response) => {
  const body = bodies[request.url];
  if (body === undefined) {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end('{"statusCode":404}');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(body);
});

process.on('message', (message) => {
  bodies = message.bodies;
  server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send({ ready: true }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
