import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('admin users and the admin guard', () => {
  let app: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
  });
  afterAll(() => app.close());

  it('answers 401 without a session, 403 to a customer and 200 to an admin', async () => {
    const customer = await registerUser(app);
    const anonymous = await app.http().get('/api/admin/users').expect(401);
    expect(anonymous.body.message).toBe('Please log in to continue.');
    const forbidden = await app.http().get('/api/admin/users').set(bearer(customer.token)).expect(403);
    expect(forbidden.body.message).toBe('Admin access is required for this action.');
    const allowed = await app.http().get('/api/admin/users').set(bearer(adminToken)).expect(200);
    expect(allowed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: customer.email, role: 'user' })]),
    );
  });

  it('does not let a customer in through another spelling of the admin path', async () => {
    const customer = await registerUser(app);
    for (const path of ['/API/ADMIN/users', '/api//admin/users', '/api/Admin/users']) {
      const response = await app.http().get(path).set(bearer(customer.token));
      expect([403, 404]).toContain(response.status);
    }
  });

  it('searches users by name or e-mail', async () => {
    const zaid = await registerUser(app, 'Zaid Unique-Surname');
    const byName = await app.http().get('/api/admin/users?search=unique-surname').set(bearer(adminToken)).expect(200);
    expect(byName.body.map((user: { email: string }) => user.email)).toEqual([zaid.email]);
    const byEmail = await app
      .http()
      .get(`/api/admin/users?search=${encodeURIComponent(zaid.email)}`)
      .set(bearer(adminToken))
      .expect(200);
    expect(byEmail.body).toHaveLength(1);
  });

  it('a deactivated user can neither log in nor keep using a token, until reactivated', async () => {
    const user = await registerUser(app);
    const updated = await app
      .http()
      .put(`/api/admin/users/${user.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'inactive' })
      .expect(200);
    expect(updated.body.isActive).toBe(false);

    await app.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(403);
    expect(login.body.message).toBe('This account has been deactivated. Please contact support.');

    await app
      .http()
      .put(`/api/admin/users/${user.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'active' })
      .expect(200);
    await app.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('refuses a bad status, an unknown user, and deactivating oneself', async () => {
    const user = await registerUser(app);
    const bad = await app
      .http()
      .put(`/api/admin/users/${user.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'banned' })
      .expect(400);
    expect(bad.body.message).toBe('status must be active or inactive');
    await app
      .http()
      .put('/api/admin/users/00000000-0000-4000-8000-000000000000/status')
      .set(bearer(adminToken))
      .send({ status: 'inactive' })
      .expect(404);
    await app
      .http()
      .put('/api/admin/users/not-a-uuid/status')
      .set(bearer(adminToken))
      .send({ status: 'inactive' })
      .expect(404);
    const me = await app.http().get('/api/auth/me').set(bearer(adminToken)).expect(200);
    const self = await app
      .http()
      .put(`/api/admin/users/${me.body.user.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'inactive' })
      .expect(400);
    expect(self.body.message).toBe('You cannot deactivate your own account');
  });

  it('a customer cannot change anyone’s status', async () => {
    const customer = await registerUser(app);
    const victim = await registerUser(app);
    await app
      .http()
      .put(`/api/admin/users/${victim.id}/status`)
      .set(bearer(customer.token))
      .send({ status: 'inactive' })
      .expect(403);
    await app.http().get('/api/auth/me').set(bearer(victim.token)).expect(200);
  });
});
