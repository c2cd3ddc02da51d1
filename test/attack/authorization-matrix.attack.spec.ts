import { DataSource } from 'typeorm';
import type { AckResponse } from '@kedai/contracts';
import {
  bearer,
  connectSocket,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
} from '../support/test-app';
import { fillPath, isAdminOnly, isStaffRoute, needsAccount, readableRefusal, Route, routesOf } from './routes';

/**
 * The authorization matrix, generated from the OpenAPI document: every route × guest, visitor, customer,
 * a deactivated admin and a support agent. Admin routes refuse everyone but an active admin, except the
 * support desk's, which admit agents too; account routes refuse callers without an account; nothing answers
 * 5xx. Then every agent socket event × the same callers.
 */
describe('attack: authorization matrix over every route and agent event', () => {
  let app: TestApp;
  let routes: Route[];
  const callers: { name: string; token: string | null; hasAccount: boolean; isAgent?: boolean }[] = [];

  beforeAll(async () => {
    app = await startTestApp({ apiDocs: true });
    routes = await routesOf(app);
    const admin = await loginAdmin(app);
    const visitor = (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token as string;
    const customer = await registerUser(app, 'Matrix Customer');
    // An admin whose account was then deactivated: the old token must open nothing.
    const former = await registerUser(app, 'Former Admin');
    await app.app.get(DataSource).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [former.id]);
    const formerToken = (
      await app.http().post('/api/auth/login').send({ email: former.email, password: former.password }).expect(200)
    ).body.token as string;
    await app
      .http()
      .put(`/api/admin/users/${former.id}/status`)
      .set(bearer(admin))
      .send({ status: 'inactive' })
      .expect(200);
    const agentEmail = `matrix.agent.${Date.now()}@example.com`;
    await app
      .http()
      .post('/api/admin/users')
      .set(bearer(admin))
      .send({ name: 'Matrix Agent', email: agentEmail, role: 'agent' })
      .expect(201);
    const agentLink = await linkTokenFromMail(app, agentEmail, '/set-password');
    const agent = (
      await app
        .http()
        .post('/api/auth/set-password')
        .send({ token: agentLink, password: 'matrix-agent-passphrase-5' })
        .expect(200)
    ).body.token as string;
    callers.push(
      { name: 'agent', token: agent, hasAccount: true, isAgent: true },
      { name: 'guest', token: null, hasAccount: false },
      { name: 'visitor', token: visitor, hasAccount: false },
      { name: 'customer', token: customer.token, hasAccount: true },
      { name: 'deactivated admin', token: formerToken, hasAccount: false },
    );
  });
  afterAll(() => app.close());

  it('covers the whole API (the document lists every route)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter(isAdminOnly).length).toBeGreaterThan(60);
  });

  it('refuses every admin route to every non-admin caller, and no route answers 5xx', async () => {
    const violations: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        // The agent keeps its session for the whole matrix (the customer's ends at logout, harmlessly).
        if (caller.isAgent && route.path === '/api/auth/logout') continue;
        const request = app.http()[route.method](fillPath(route.path));
        if (caller.token) request.set(bearer(caller.token));
        const response = await (route.method === 'get' || route.method === 'delete' ? request : request.send({}));
        const where = `${caller.name} ${route.method.toUpperCase()} ${route.path} → ${response.status}`;
        if (response.status >= 500) violations.push(`${where} (server error)`);
        if (caller.isAgent) {
          const refused = response.status === 403 && readableRefusal(response.status, response.body);
          if (isAdminOnly(route) && !isStaffRoute(route) && !refused)
            violations.push(`${where} (agent must be refused)`);
          if (isStaffRoute(route) && refused) violations.push(`${where} (agent must be admitted)`);
          continue;
        }
        const mustRefuse = isAdminOnly(route) || (needsAccount(route) && !caller.hasAccount);
        if (mustRefuse && ![401, 403].includes(response.status)) violations.push(`${where} (should be 401/403)`);
        if (mustRefuse && !readableRefusal(response.status, response.body)) violations.push(`${where} (no message)`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('refuses every agent socket event to guests, visitors and customers', async () => {
    const events = [
      'agent:presence',
      'agent:join-session',
      'agent:send',
      'agent:typing',
      'agent:mark-read',
      'agent:end-session',
    ];
    const violations: string[] = [];
    // Fresh tokens: the route matrix above logged the customer out (POST /api/auth/logout).
    const fresh = [
      {
        name: 'visitor',
        token: (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token as string,
      },
      { name: 'customer', token: (await registerUser(app, 'Socket Customer')).token },
    ];
    for (const caller of fresh) {
      const socket = await connectSocket(app, caller.token);
      try {
        for (const event of events) {
          const payload = { sessionId: '00000000-0000-4000-8000-000000000000', message: 'x', online: true };
          const answer = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<unknown>;
          if (answer.ok || answer.error.code !== 'admin_required') {
            violations.push(`${caller.name} ${event} → ${JSON.stringify(answer)}`);
          }
        }
      } finally {
        socket.close();
      }
    }
    expect(violations).toEqual([]);
  });

  it('refuses a socket for a deactivated admin at the handshake', async () => {
    const former = callers.find((c) => c.name === 'deactivated admin');
    await expect(connectSocket(app, former?.token as string)).rejects.toThrow();
  });
});
