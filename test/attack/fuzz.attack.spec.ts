import fc from 'fast-check';
import type { AckResponse } from '@kedai/contracts';
import { Socket } from 'socket.io-client';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { attackRuns, fillPath, paramNames, readableRefusal, Route, routesOf } from './routes';

/**
 * Property-based fuzzing of every route and socket event: whatever arrives (odd Unicode, NUL bytes, lone
 * surrogates, huge or nested values, wrong types), the answer is never a 5xx, and a refusal carries a
 * message a person can read. Runs ATTACK_RUNS cases per route and caller (3 in `npm test`, 200 in
 * `npm run test:attack`).
 */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '%',
  '%E0%A4%A',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  'x'.repeat(5000),
  '2611230000ABCDE',
  '00000000-0000-4000-8000-000000000000',
  '-1',
  '1e309',
  'NaN',
  'true',
  '[]',
  '{}',
);
const text = fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }));
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const FIELDS = [
  'email',
  'password',
  'name',
  'message',
  'status',
  'paymentStatus',
  'isSuspicious',
  'items',
  'quantity',
  'productCode',
  'option',
  'price',
  'title',
  'stock',
  'category',
  'code',
  'codes',
  'token',
  'sessionId',
  'rating',
  'comment',
  'orderData',
  'customerInfo',
  'keywords',
  'response',
  'product',
  'enabled',
  'responseDelaySeconds',
  'state',
  'graceMs',
  'limit',
  'phone',
  'upTo',
  'online',
  'isTyping',
  'clientId',
  'page',
  'pageSize',
  'search',
];
/** Far above any route's answer (the app's statement timeout is 4 s), far below the suite's timeout. */
const ANSWER_WITHIN_MS = 20_000;
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 4 }));
const query = fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 3 });

describe('attack: fuzzing every route and socket event', () => {
  let app: TestApp;
  let routes: Route[];
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp({ apiDocs: true });
    // Logging out would end the fuzzing admin's session; it is covered by the matrix.
    routes = (await routesOf(app)).filter((route) => route.path !== '/api/auth/logout');
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  async function send(route: Route, token: string | null, params: Record<string, string>, q: object, b: unknown) {
    const agent = app.http();
    // A request that never answers fails this route by name instead of holding the suite until its timeout.
    const request = agent[route.method](fillPath(route.path, params))
      .query(q as Record<string, string>)
      .timeout({ deadline: ANSWER_WITHIN_MS });
    if (token) request.set(bearer(token));
    if (route.method === 'get' || route.method === 'delete') return request;
    if (route.multipart) {
      const fields = typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
      for (const [key, item] of Object.entries(fields))
        request.field(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      return request.attach('receipt', Buffer.from(JSON.stringify(b) ?? 'x'), 'lies.png');
    }
    // superagent sends objects, arrays and text itself; a bare number, boolean or null goes as its JSON text.
    if (typeof b === 'number' || typeof b === 'boolean' || b === null)
      return request.type('json').send(JSON.stringify(b));
    return request.send(b as object | string);
  }

  it('answers every route, as admin and as guest, without a 5xx and with readable refusals', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const params = fc.record(Object.fromEntries(paramNames(route.path).map((name) => [name, text])));
      await fc
        .assert(
          fc.asyncProperty(params, query, body, fc.boolean(), async (p, q, b, asAdmin) => {
            const caller = { p, q, b, asAdmin };
            // No answer in time, a connection cut off or a request that could not be sent: a failure by name.
            const response = await send(route, asAdmin ? admin : null, p as Record<string, string>, q, b).catch(
              (error: Error) => {
                failures.push(
                  `${route.method.toUpperCase()} ${route.path} ${error.message} for ${JSON.stringify(caller).slice(0, 300)}`,
                );
                return null;
              },
            );
            if (!response) return false;
            const ok = response.status < 400 || readableRefusal(response.status, response.body);
            if (!ok && failures.length < 20) {
              failures.push(
                `${route.method.toUpperCase()} ${route.path} ${response.status} ${JSON.stringify(response.body)?.slice(0, 200)} for ${JSON.stringify({ p, q, b }).slice(0, 300)}`,
              );
            }
            return ok;
          }),
          { numRuns: attackRuns(), endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });

  it('answers every socket event without an internal error', async () => {
    const events = [
      'chat:join',
      'chat:send',
      'chat:typing',
      'chat:read',
      'chat:history',
      'chat:rate',
      'order:watch',
      'order:unwatch',
      'agent:presence',
      'agent:join-session',
      'agent:send',
      'agent:typing',
      'agent:mark-read',
      'agent:end-session',
    ];
    const visitor = (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token as string;
    const sockets: Socket[] = [await connectSocket(app, admin), await connectSocket(app, visitor)];
    const failures: string[] = [];
    try {
      for (const event of events) {
        await fc
          .assert(
            fc.asyncProperty(fc.oneof(body, value), fc.integer({ min: 0, max: 1 }), async (payload, which) => {
              const answer = (await sockets[which].timeout(5000).emitWithAck(event, payload)) as AckResponse<unknown>;
              const ok = answer.ok || (answer.error.code !== 'internal_error' && answer.error.message.length > 0);
              if (!ok && failures.length < 20)
                failures.push(`${event} ${JSON.stringify(answer)} for ${JSON.stringify(payload).slice(0, 200)}`);
              return ok;
            }),
            { numRuns: attackRuns() * 4, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    } finally {
      sockets.forEach((socket) => socket.close());
    }
    expect(failures).toEqual([]);
  });
});
