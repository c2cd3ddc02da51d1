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
import { totpCode } from '../../backend/src/modules/auth/totp';
import {
  BEFORE_SECOND_FACTOR_ROUTES,
  fillPath,
  isAdminOnly,
  isStaffRoute,
  needsAccount,
  readableRefusal,
  Route,
  routesOf,
} from './routes';

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

  it('has the audit log’s routes (admins only, and none that changes an entry)', () => {
    const audit = routes.filter((route) => route.path.startsWith('/api/admin/audit'));
    expect(audit.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/audit',
      'get /api/admin/audit/export.csv',
      'get /api/admin/audit/settings',
      'put /api/admin/audit/settings',
    ]);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'get', path: '/api/admin/rental-accounts/{id}/password' }),
    );
    expect([...audit, ...routes.filter((route) => route.path.endsWith('/password'))].filter(isStaffRoute)).toEqual([]);
  });

  it('has the discount codes’ routes, admins only (agents too are refused)', () => {
    const discounts = routes.filter((route) => route.path.startsWith('/api/admin/discounts'));
    expect(discounts.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/discounts',
      'post /api/admin/discounts',
      'post /api/admin/discounts/{id}/deactivate',
      'put /api/admin/discounts/{id}',
    ]);
    expect(discounts.every(isAdminOnly)).toBe(true);
    expect(discounts.filter(isStaffRoute)).toEqual([]);
  });

  it('has the inbound e-mail admin routes (the list and the settings), admins only (agents too are refused)', () => {
    const email = routes.filter((route) => route.path.startsWith('/api/admin/channels/email'));
    expect(email.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/channels/email/inbound',
      'get /api/admin/channels/email/settings',
      'put /api/admin/channels/email/settings',
    ]);
    expect(email.every(isAdminOnly)).toBe(true);
    expect(email.filter(isStaffRoute)).toEqual([]);
  });

  it('has the reports’ routes, admins only (agents too are refused)', () => {
    const reports = routes.filter((route) => route.path.startsWith('/api/admin/reports'));
    expect(reports.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/reports/sales',
      'get /api/admin/reports/sales.csv',
      'get /api/admin/reports/support',
      'get /api/admin/reports/support.csv',
    ]);
    expect(reports.every(isAdminOnly)).toBe(true);
    expect(reports.filter(isStaffRoute)).toEqual([]);
  });

  it("has the problem-report routes (the desk reads and rejects; replace, refund and windows are admins')", () => {
    const reports = routes.filter((route) => route.path.startsWith('/api/admin/problem-reports'));
    expect(reports.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/problem-reports',
      'get /api/admin/problem-reports/windows/{productCode}',
      'post /api/admin/problem-reports/{id}/refund',
      'post /api/admin/problem-reports/{id}/reject',
      'post /api/admin/problem-reports/{id}/replace',
      'put /api/admin/problem-reports/windows/{productCode}',
    ]);
    expect(
      reports
        .filter(isStaffRoute)
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual(['get /api/admin/problem-reports', 'post /api/admin/problem-reports/{id}/reject']);
  });

  it('has the customer directory’s routes: staff read it and write notes, the CSV is admins’', () => {
    const customers = routes.filter((route) => route.path.startsWith('/api/admin/customers'));
    expect(customers.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/customers',
      'get /api/admin/customers/export.csv',
      'get /api/admin/customers/{email}',
      'post /api/admin/customers/{email}/notes',
    ]);
    expect(customers.every(isAdminOnly)).toBe(true);
    expect(customers.filter((route) => !isStaffRoute(route)).map((route) => route.path)).toEqual([
      '/api/admin/customers/export.csv',
    ]);
  });

  it('has the data-retention and data-request routes (admins only: agents are refused too)', () => {
    const privacy = routes.filter((route) => route.path.startsWith('/api/admin/privacy'));
    expect(privacy.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /api/admin/privacy/requests',
      'get /api/admin/privacy/requests/settings',
      'get /api/admin/privacy/retention',
      'post /api/admin/privacy/requests',
      'post /api/admin/privacy/requests/{id}/cancel',
      'post /api/admin/privacy/requests/{id}/download-link',
      'post /api/admin/privacy/retention/dry-run',
      'put /api/admin/privacy/requests/settings',
      'put /api/admin/privacy/retention',
    ]);
    expect(privacy.filter(isStaffRoute)).toEqual([]);
    expect(privacy.every(isAdminOnly)).toBe(true);
  });

  it('has the customer’s data-request routes: the account’s need an account, the rest prove themselves', () => {
    const own = routes.filter((route) => route.path.startsWith('/api/me/data-requests'));
    expect(own.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'delete /api/me/data-requests/erasure',
      'get /api/me/data-requests',
      'get /api/me/data-requests/{id}',
      'post /api/me/data-requests/erasure',
      'post /api/me/data-requests/export',
    ]);
    expect(own.every(needsAccount)).toBe(true);
    // A guest's export needs an e-mail proof, a cancel its e-mailed token, a download its signed link.
    expect(
      routes
        .filter((route) => route.path.startsWith('/api/privacy/'))
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual([
      'get /api/privacy/exports/{id}/download',
      'get /api/privacy/guest-exports/{id}',
      'post /api/privacy/erasure/cancel',
      'post /api/privacy/guest-exports',
    ]);
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

  it('refuses an agent who must enrol in two-factor sign-in every route but enrolment, and their socket', async () => {
    const admin = await loginAdmin(app);
    const invite = async (name: string) => {
      const email = `matrix.${name.replace(/\W+/g, '-').toLowerCase()}.${Date.now()}@example.com`;
      const created = await app
        .http()
        .post('/api/admin/users')
        .set(bearer(admin))
        .send({ name, email, role: 'agent' })
        .expect(201);
      const link = await linkTokenFromMail(app, email, '/set-password');
      const signedIn = await app
        .http()
        .post('/api/auth/set-password')
        .send({ token: link, password: 'matrix-agent-passphrase-5' })
        .expect(200);
      return { id: created.body.id as string, token: signedIn.body.token as string };
    };
    // A second admin, enrolled, sets the rule (the run's first admin stays without 2FA for the other suites).
    const boss = await invite('Matrix Security Admin');
    await app.http().put(`/api/admin/users/${boss.id}/role`).set(bearer(admin)).send({ role: 'admin' }).expect(200);
    const setup = await app.http().post('/api/auth/two-factor/setup').set(bearer(boss.token)).expect(200);
    await app
      .http()
      .post('/api/auth/two-factor/confirm')
      .set(bearer(boss.token))
      .send({ code: await totpCode(setup.body.secret as string) })
      .expect(200);
    const agent = await invite('Matrix Unenrolled Agent');
    await app.http().put('/api/admin/two-factor').set(bearer(boss.token)).send({ requireForStaff: true }).expect(200);
    const violations: string[] = [];
    try {
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        if (key === 'post /api/auth/logout') continue;
        const request = app.http()[route.method](fillPath(route.path)).set(bearer(agent.token));
        const response = await (route.method === 'get' || route.method === 'delete' ? request : request.send({}));
        const where = `${key.toUpperCase()} → ${response.status} ${response.body?.code ?? ''}`;
        if (response.status >= 500) violations.push(`${where} (server error)`);
        const mustRefuse = (isAdminOnly(route) || needsAccount(route)) && !BEFORE_SECOND_FACTOR_ROUTES.has(key);
        // /api/metrics has its own credential (a scrape token), so any refusal will do there.
        const refusedHere =
          route.path === '/api/metrics'
            ? [401, 403].includes(response.status)
            : response.status === 403 && response.body?.code === 'two_factor_enrolment_required';
        if (mustRefuse && !refusedHere) {
          violations.push(`${where} (must be refused until enrolled)`);
        }
        if (BEFORE_SECOND_FACTOR_ROUTES.has(key) && response.body?.code === 'two_factor_enrolment_required') {
          violations.push(`${where} (enrolment must stay open)`);
        }
      }
      await expect(connectSocket(app, agent.token)).rejects.toMatchObject({
        data: { code: 'two_factor_enrolment_required' },
      });
    } finally {
      await app
        .http()
        .put('/api/admin/two-factor')
        .set(bearer(boss.token))
        .send({ requireForStaff: false })
        .expect(200);
    }
    expect(violations).toEqual([]);
  });

  it('refuses a socket for a deactivated admin at the handshake', async () => {
    const former = callers.find((c) => c.name === 'deactivated admin');
    await expect(connectSocket(app, former?.token as string)).rejects.toThrow();
  });
});
