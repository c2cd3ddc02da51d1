import { eventually } from '../support/wait';
import {
  bearer,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';

describe('auth', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registers a customer through the e-mailed link, and never answers the password hash', async () => {
    const email = uniqueEmail('Aisyah');
    const sent = await app
      .http()
      .post('/api/auth/register')
      .send({
        privacyConsent: true,
        name: '  Aisyah Rahman ',
        email,
        password: 'kopi-susu-tarik-42',
        phone: '0123456789',
      })
      .expect(202);
    expect(sent.body).toEqual({
      status: 'link_sent',
      email: email.toLowerCase(),
      message: `We sent a link to ${email.toLowerCase()}. Open it to finish creating your account.`,
    });
    // Nobody can sign in before the link is opened.
    await app.http().post('/api/auth/login').send({ email, password: 'kopi-susu-tarik-42' }).expect(401);

    const token = await linkTokenFromMail(app, email, '/confirm-email');
    const response = await app.http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Aisyah Rahman',
      phone: '0123456789',
      role: 'user',
      isActive: true,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    // A link works once.
    const again = await app.http().post('/api/auth/confirm-email').send({ token }).expect(400);
    expect(again.body.code).toBe('link_invalid');
    await app.http().post('/api/auth/login').send({ email, password: 'kopi-susu-tarik-42' }).expect(200);
  });

  it('answers a taken e-mail (in any case) exactly like a new one, and tells its owner by e-mail', async () => {
    const owner = await registerUser(app, 'Case Owner');
    const taken = await app
      .http()
      .post('/api/auth/register')
      .send({ privacyConsent: true, name: 'B', email: owner.email.toUpperCase(), password: 'teh-halia-panas-2' })
      .expect(202);
    const fresh = await app
      .http()
      .post('/api/auth/register')
      .send({ privacyConsent: true, name: 'C', email: uniqueEmail('fresh'), password: 'teh-halia-panas-3' })
      .expect(202);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.message).toBe(`We sent a link to ${owner.email}. Open it to finish creating your account.`);

    const admin = await loginAdmin(app);
    const mails = await app.http().get(`/api/admin/outbox?relatedId=${owner.email}`).set(bearer(admin)).expect(200);
    expect(mails.body[0]).toMatchObject({
      subject: 'Someone tried to create a Kedai account with your e-mail',
    });
    expect(mails.body[0].textBody).toContain('/forgot-password');
    // The owner's password still works; the other one never does.
    await app.http().post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    await app.http().post('/api/auth/login').send({ email: owner.email, password: 'teh-halia-panas-2' }).expect(401);
  });

  it('refuses a made-up or malformed confirmation link with the same message', async () => {
    for (const token of ['A'.repeat(43), 'not a token', '']) {
      const response = await app.http().post('/api/auth/confirm-email').send({ token }).expect(400);
      expect(response.body.message).toBe(
        'This link is invalid or has expired. Ask for a new one and use the latest e-mail.',
      );
    }
  });

  it('explains every invalid field of a registration', async () => {
    const response = await app
      .http()
      .post('/api/auth/register')
      .send({ privacyConsent: true, name: '', email: 'not-an-email', password: 'short', role: 'admin' })
      .expect(400);
    expect(response.body.code).toBe('validation_failed');
    const fields = response.body.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['email', 'name', 'password']);
    expect(response.body.errors).toContainEqual({
      field: 'password',
      messages: ['Password must be at least 8 characters'],
    });
  });

  it('refuses a password that is easy to guess, saying why', async () => {
    const response = await app
      .http()
      .post('/api/auth/register')
      .send({ privacyConsent: true, name: 'Aisyah', email: uniqueEmail('weak'), password: '12345678' })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'weak_password',
      message:
        'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    });
  });

  it('ignores a role smuggled into registration', async () => {
    const email = uniqueEmail('sneaky');
    const response = await app
      .http()
      .post('/api/auth/register')
      .send({
        privacyConsent: true,
        name: 'Sneaky',
        email,
        password: 'nasi-lemak-sambal-9',
        role: 'admin',
        isActive: true,
      })
      .expect(202);
    expect(response.body.status).toBe('link_sent');
    const token = await linkTokenFromMail(app, email, '/confirm-email');
    const confirmed = await app.http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(confirmed.body.user.role).toBe('user');
  });

  it('logs in, shows the user on /me, and logs out so the token stops working', async () => {
    const user = await registerUser(app, 'Farid');
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: user.password })
      .expect(200);
    const token = login.body.token as string;
    const me = await app.http().get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.user).toMatchObject({ name: 'Farid', email: user.email });
    expect(me.body.user.lastLoginAt).toEqual(expect.any(String));

    await app.http().post('/api/auth/logout').set(bearer(token)).expect(204);
    const after = await app.http().get('/api/auth/me').set(bearer(token)).expect(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
    // Another session of the same user is untouched.
    await app.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
  });

  it('answers 401 to a wrong password and to an unknown e-mail alike', async () => {
    const user = await registerUser(app);
    const wrong = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    const unknown = await app
      .http()
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'whatever-1' })
      .expect(401);
    expect(wrong.body.message).toBe('Incorrect e-mail or password');
    expect(unknown.body.message).toBe('Incorrect e-mail or password');
  });

  it('asks for a login on /me without a token, and rejects a forged one', async () => {
    const none = await app.http().get('/api/auth/me').expect(401);
    expect(none.body.message).toBe('Please log in to continue.');
    const user = await registerUser(app);
    const [header, , signature] = user.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ typ: 'user', sub: user.id, sid: user.id, role: 'admin' }),
    ).toString('base64url');
    await app
      .http()
      .get('/api/auth/me')
      .set(bearer(`${header}.${forgedPayload}.${signature}`))
      .expect(401);
  });

  it('refuses a null name on the profile with a clear message (the fuzzer found a 500 here)', async () => {
    const user = await registerUser(app);
    const response = await app.http().put('/api/auth/me').set(bearer(user.token)).send({ name: null }).expect(400);
    expect(response.body.errors).toContainEqual({ field: 'name', messages: ['Name is required'] });
  });

  it('lets a customer change their own phone and name, never their e-mail or role', async () => {
    const user = await registerUser(app);
    const saved = await app
      .http()
      .put('/api/auth/me')
      .set(bearer(user.token))
      .send({ phone: ' 0123456789 ', name: 'New Name', email: 'other@example.com', role: 'admin' })
      .expect(200);
    expect(saved.body.user).toMatchObject({ phone: '0123456789', name: 'New Name', email: user.email, role: 'user' });
    const me = await app.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
    expect(me.body.user.phone).toBe('0123456789');

    const bad = await app.http().put('/api/auth/me').set(bearer(user.token)).send({ phone: '+60 12-345' }).expect(400);
    expect(bad.body.message).toBe('Phone number may contain digits only');
    await app.http().put('/api/auth/me').set(bearer(user.token)).send({ phone: '' }).expect(200);
    expect((await app.http().get('/api/auth/me').set(bearer(user.token))).body.user.phone).toBeNull();
    await app.http().put('/api/auth/me').send({ phone: '1' }).expect(401);
  });

  it('after 10 failed logins from one address, the next waits a minute there, even with the right password', async () => {
    const user = await registerUser(app);
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let attempt = 0; attempt < 10; attempt++) {
      await app
        .http()
        .post('/api/auth/login')
        .set(from('198.51.100.7'))
        .send({ email: user.email, password: `wrong-${attempt}` })
        .expect(401);
    }
    const locked = await app
      .http()
      .post('/api/auth/login')
      .set(from('198.51.100.7'))
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please wait 1 minute and try again.');
    // The guesser does not lock the owner out: from another address the right password works.
    await app
      .http()
      .post('/api/auth/login')
      .set(from('203.0.113.20'))
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('counts guesses sent all at once before checking them: of 30, only the 10 free ones are evaluated', async () => {
    const user = await registerUser(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        app
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', '198.51.100.99')
          .send({ email: user.email, password: `wrong-${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('checks only 20 of 50 guesses from 50 addresses (the per-account ceiling), and holds the owner back seconds only', async () => {
    const user = await registerUser(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        app
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.18.${Math.floor(attempt / 200)}.${(attempt % 200) + 1}`)
          .send({ email: user.email, password: `wrong-${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    // The owner, from an address of their own, waits seconds, not a lockout: the back-off is 5 s after the 20th.
    const signIn = () =>
      app
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.77')
        .send({ email: user.email, password: user.password });
    const held = await signIn();
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/Please wait [1-5] seconds? and try again/);
    await eventually(() => signIn().then((answer) => answer.status), {
      until: (status) => status === 200,
      timeoutMs: 10_000,
    });
  });

  it('admin login refuses a customer account and accepts an admin', async () => {
    const user = await registerUser(app);
    const refused = await app
      .http()
      .post('/api/auth/admin-login')
      .send({ email: user.email, password: user.password })
      .expect(403);
    expect(refused.body.message).toBe('This account does not have admin access.');
    const adminToken = await loginAdmin(app);
    const me = await app.http().get('/api/auth/me').set(bearer(adminToken)).expect(200);
    expect(me.body.user.role).toBe('admin');
  });

  it('keeps a guest visitor token when it is still valid and issues a new one otherwise', async () => {
    const first = await app.http().post('/api/auth/visitor').send({}).expect(200);
    expect(first.body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await app.http().post('/api/auth/visitor').send({ token: first.body.token }).expect(200);
    expect(again.body).toEqual(first.body);
    const fresh = await app.http().post('/api/auth/visitor').send({ token: 'garbage' }).expect(200);
    expect(fresh.body.visitorId).not.toBe(first.body.visitorId);
  });
});
