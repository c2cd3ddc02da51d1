import {
  bearer,
  connectSocket,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';

/** Staff accounts (issue: a support team's shift): admins add agents, agents work the support desk only. */
describe('staff roles', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  async function addAgent(name = 'Siti Agent') {
    const email = uniqueEmail('agent');
    const created = await app
      .http()
      .post('/api/admin/users')
      .set(bearer(admin))
      .send({ name, email, role: 'agent' })
      .expect(201);
    expect(created.body).toMatchObject({ email, name, role: 'agent', isActive: true });
    const token = await linkTokenFromMail(app, email, '/set-password');
    const signedIn = await app
      .http()
      .post('/api/auth/set-password')
      .send({ token, password: 'agent-shift-passphrase-7' })
      .expect(200);
    return { id: created.body.id as string, email, token: signedIn.body.token as string };
  }

  it('an invited agent chooses a password from the e-mailed link, once, and signs in at /admin-login', async () => {
    const email = uniqueEmail('invite');
    await app.http().post('/api/admin/users').set(bearer(admin)).send({ name: 'Ah Kow', email, role: 'agent' });
    // Before the link is used there is no password that works.
    await app.http().post('/api/auth/admin-login').send({ email, password: '' }).expect(400);
    const token = await linkTokenFromMail(app, email, '/set-password');
    const weak = await app.http().post('/api/auth/set-password').send({ token, password: 'password1' }).expect(400);
    expect(weak.body.code).toBe('weak_password');
    // A refused password leaves the link usable.
    await app.http().post('/api/auth/set-password').send({ token, password: 'ah-kow-counter-shift-3' }).expect(200);
    await app.http().post('/api/auth/set-password').send({ token, password: 'ah-kow-counter-shift-4' }).expect(400);
    const login = await app
      .http()
      .post('/api/auth/admin-login')
      .send({ email, password: 'ah-kow-counter-shift-3' })
      .expect(200);
    expect(login.body.user.role).toBe('agent');
  });

  it('refuses a second account for a taken e-mail and a role that is not staff', async () => {
    const customer = await registerUser(app);
    const taken = await app
      .http()
      .post('/api/admin/users')
      .set(bearer(admin))
      .send({ name: 'X', email: customer.email, role: 'agent' })
      .expect(409);
    expect(taken.body.code).toBe('email_taken');
    const bad = await app
      .http()
      .post('/api/admin/users')
      .set(bearer(admin))
      .send({ name: 'X', email: uniqueEmail(), role: 'owner' })
      .expect(400);
    expect(bad.body.errors).toContainEqual({ field: 'role', messages: ['Role must be admin or agent'] });
  });

  it('lets an agent work the support desk and nothing else', async () => {
    const agent = await addAgent();
    for (const path of ['/api/admin/orders', '/api/admin/chat/sessions', '/api/admin/chat/quick-replies']) {
      await app.http().get(path).set(bearer(agent.token)).expect(200);
    }
    for (const path of [
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/products',
      '/api/admin/dashboard',
      '/api/admin/queues',
      '/api/admin/outbox',
      '/api/admin/chat/auto-reply-rules',
    ]) {
      const refused = await app.http().get(path).set(bearer(agent.token));
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({
        path,
        status: 403,
        code: 'role_forbidden',
      });
      expect(refused.body.message).toBe('Your role cannot do this. Ask an admin.');
    }
    const writeQuickReply = await app
      .http()
      .post('/api/admin/chat/quick-replies')
      .set(bearer(agent.token))
      .send({ title: 'x', message: 'y' });
    expect(writeQuickReply.status).toBe(403);
    const promote = await app
      .http()
      .put(`/api/admin/users/${agent.id}/role`)
      .set(bearer(agent.token))
      .send({ role: 'admin' });
    expect(promote.status).toBe(403);
  });

  it('admits an agent to the staff socket and a customer not', async () => {
    const agent = await addAgent('Socket Agent');
    const socket = await connectSocket(app, agent.token);
    const presence = await socket.timeout(3000).emitWithAck('agent:presence', { online: true });
    expect(presence).toMatchObject({ ok: true });
    socket.close();
    const customer = await registerUser(app);
    const customerSocket = await connectSocket(app, customer.token);
    const refused = await customerSocket.timeout(3000).emitWithAck('agent:presence', { online: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'admin_required' } });
    customerSocket.close();
  });

  it('changes roles at once, but never your own and never the last admin', async () => {
    const agent = await addAgent('Promoted Agent');
    await app.http().put(`/api/admin/users/${agent.id}/role`).set(bearer(admin)).send({ role: 'admin' }).expect(200);
    await app.http().get('/api/admin/settings').set(bearer(agent.token)).expect(200);
    await app.http().put(`/api/admin/users/${agent.id}/role`).set(bearer(admin)).send({ role: 'user' }).expect(200);
    const demoted = await app.http().get('/api/admin/orders').set(bearer(agent.token)).expect(403);
    expect(demoted.body.code).toBe('admin_required');

    const me = await app.http().get('/api/auth/me').set(bearer(admin)).expect(200);
    const own = await app
      .http()
      .put(`/api/admin/users/${me.body.user.id}/role`)
      .set(bearer(admin))
      .send({ role: 'agent' })
      .expect(400);
    expect(own.body.message).toBe('You cannot change your own role.');
  });

  it('resets a password by e-mail, with the same answer for unknown e-mails, and ends other sessions', async () => {
    const user = await registerUser(app, 'Forgetful');
    const known = await app.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const unknown = await app
      .http()
      .post('/api/auth/password-reset')
      .send({ email: uniqueEmail('nobody') })
      .expect(202);
    expect(known.body.message).toBe('If an account exists for this e-mail, we sent a link to reset the password.');
    expect(unknown.body.message).toBe(known.body.message);

    const token = await linkTokenFromMail(app, user.email, '/set-password');
    await app.http().post('/api/auth/set-password').send({ token, password: 'brand-new-kopi-o-kosong' }).expect(200);
    await app.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
    await app.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'brand-new-kopi-o-kosong' })
      .expect(200);
  });
});
