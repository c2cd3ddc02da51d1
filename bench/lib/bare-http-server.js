'use strict';
/**
 * Baseline for the HTTP benchmarks: node:http answering fixed bytes. node bare-http-server.js <port>; the
 * answers come over IPC: `{ bodies: { path: json } }` (plain), or `{ answers: { path: { body, br, gzip, etag } } }`
 * (the app's own bytes, compressed as the app sends them, and 304 on a matching If-None-Match).
 */
const { createServer } = require('node:http');

let answers = {};
const server = createServer((request, response) => {
  const answer = answers[request.url];
  if (answer === undefined) {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end('{"statusCode":404}');
    return;
  }
  const headers = { 'Content-Type': 'application/json; charset=utf-8' };
  if (answer.etag) {
    headers.ETag = answer.etag;
    if (request.headers['if-none-match'] === answer.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = ['br', 'gzip'].find((name) => answer[name] && accepted.includes(name));
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(200, headers);
  response.end(encoding ? answer[encoding] : answer.body);
});

const bytes = (value) => (value === undefined ? undefined : Buffer.from(value, 'base64'));

process.on('message', (message) => {
  answers = message.answers
    ? Object.fromEntries(
        Object.entries(message.answers).map(([path, answer]) => [
          path,
          { body: bytes(answer.body), br: bytes(answer.br), gzip: bytes(answer.gzip), etag: answer.etag },
        ]),
      )
    : Object.fromEntries(Object.entries(message.bodies).map(([path, body]) => [path, { body }]));
  server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send({ ready: true }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
