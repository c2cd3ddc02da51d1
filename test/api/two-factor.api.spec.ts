import { DataSource } from 'typeorm';
import {
  addAgent,
  bearer,
  connectSocket,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { totpCode } from '../../backend/src/modules/auth/totp';
import { eventually, nextEvent } from '../support/wait';

/**
 * A code for the step `ahead` 30-second steps from now: the server accepts one step either side and each step
 * only once, so a test that signs in right after enrolling uses the next step's code.
 */
const codeFor = (secret: string, ahead = 0) => totpCode(secret, ahead);

/** Two-factor sign-in and signed-in devices (docs/product/account-security.md). */
describe('two-factor sign-in and sessions', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  /** A second admin, enrolled, who sets the staff rule (the test admin stays without 2FA for other spec files). */
  let securityAdmin: string | null = null;
  afterAll(async () => {
    if (securityAdmin) {
      await app.http().put('/api/admin/two-factor').set(bearer(securityAdmin)).send({ requireForStaff: false });
    }
    await app.close();
  });

  async function enrol(token: string) {
    const setup = await app.http().post('/api/auth/two-factor/setup').set(bearer(token)).expect(200);
    const secret = setup.body.secret as string;
    const confirmed = await app
      .http()
      .post('/api/auth/two-factor/confirm')
      .set(bearer(token))
      .send({ code: await codeFor(secret) })
      .expect(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it('enrols with a QR code and a first code, then asks for a code at every sign-in, never a session before it', async () => {
    const customer = await registerUser(app, 'Two Factor Customer');
    const before = await app.http().get('/api/auth/two-factor').set(bearer(customer.token)).expect(200);
    expect(before.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const setup = await app.http().post('/api/auth/two-factor/setup').set(bearer(customer.token)).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`otpauth://totp/Kedai:${encodeURIComponent(customer.email.toLowerCase())}`);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not on until a code confirms it: sign-in still takes only the password.
    const early = await app.http().post('/api/auth/login').send({ email: customer.email, password: customer.password });
    expect(early.body.token).toEqual(expect.any(String));
    const wrong = await app
      .http()
      .post('/api/auth/two-factor/confirm')
      .set(bearer(customer.token))
      .send({ code: '000000' })
      .expect(400);
    expect(wrong.body.code).toBe('wrong_two_factor_code');
    const confirmed = await app
      .http()
      .post('/api/auth/two-factor/confirm')
      .set(bearer(customer.token))
      .send({ code: await codeFor(setup.body.secret) })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored sealed and hashed: neither the secret nor a recovery code is readable in the database.
    const db = app.app.get(DataSource);
    const [factor] = await db.query(`SELECT secret FROM auth_second_factors WHERE user_id = $1`, [customer.id]);
    expect(factor.secret).toMatch(/^v1:/);
    expect(factor.secret).not.toContain(setup.body.secret);
    const hashes = await db.query(`SELECT code_hash FROM auth_recovery_codes WHERE user_id = $1`, [customer.id]);
    expect(hashes).toHaveLength(10);
    for (const row of hashes) expect(codes.join()).not.toContain(row.code_hash);
    expect((await app.http().get('/api/auth/two-factor').set(bearer(customer.token))).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const sessionsBefore = await db.query(`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1`, [
      customer.id,
    ]);
    const step1 = await app
      .http()
      .post('/api/auth/login')
      .send({ email: customer.email, password: customer.password })
      .expect(200);
    expect(step1.body).toEqual({ secondFactor: 'required', pendingToken: expect.any(String), expiresInSeconds: 300 });
    expect(step1.body.token).toBeUndefined();
    // The pending token is no session.
    await app.http().get('/api/auth/me').set(bearer(step1.body.pendingToken)).expect(401);
    const sessionsAfter = await db.query(`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1`, [
      customer.id,
    ]);
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n);

    const code = await codeFor(setup.body.secret, 1);
    const step2 = await app
      .http()
      .post('/api/auth/login/second-factor')
      .set(
        'User-Agent',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      )
      .send({ pendingToken: step1.body.pendingToken, code })
      .expect(200);
    expect(step2.body.user).toMatchObject({ email: customer.email.toLowerCase() });
    await app.http().get('/api/auth/me').set(bearer(step2.body.token)).expect(200);
    // The pending login is used up, and the same code does not work twice.
    const again = await app
      .http()
      .post('/api/auth/login/second-factor')
      .send({ pendingToken: step1.body.pendingToken, code })
      .expect(401);
    expect(again.body.code).toBe('login_expired');
    const replay = await app
      .http()
      .post('/api/auth/login')
      .send({ email: customer.email, password: customer.password })
      .expect(200);
    const replayed = await app
      .http()
      .post('/api/auth/login/second-factor')
      .send({ pendingToken: replay.body.pendingToken, code })
      .expect(401);
    expect(replayed.body.code).toBe('wrong_two_factor_code');
  });

  it('takes a recovery code once, and counts what is left', async () => {
    const customer = await registerUser(app, 'Recovery Customer');
    const { recoveryCodes } = await enrol(customer.token);
    const signIn = async (code: string) => {
      const step1 = await app
        .http()
        .post('/api/auth/login')
        .send({ email: customer.email, password: customer.password });
      return app.http().post('/api/auth/login/second-factor').send({ pendingToken: step1.body.pendingToken, code });
    };
    // Typed in capitals with spaces instead of the dash: still the same code.
    const first = await signIn(recoveryCodes[3]!.toUpperCase().replace('-', ' '));
    expect(first.status).toBe(200);
    const status = await app.http().get('/api/auth/two-factor').set(bearer(first.body.token)).expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
    const reused = await signIn(recoveryCodes[3]!);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('wrong_two_factor_code');
    expect((await signIn(recoveryCodes[4]!)).status).toBe(200);
  });

  it('limits wrong codes like passwords: after the free tries even the right code must wait', async () => {
    const customer = await registerUser(app, 'Guessed Customer');
    const { secret } = await enrol(customer.token);
    const step1 = await app
      .http()
      .post('/api/auth/login')
      .send({ email: customer.email, password: customer.password })
      .expect(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await app
        .http()
        .post('/api/auth/login/second-factor')
        .send({ pendingToken: step1.body.pendingToken, code: String(100000 + guess) });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await app
      .http()
      .post('/api/auth/login/second-factor')
      .send({ pendingToken: step1.body.pendingToken, code: await codeFor(secret, 1) })
      .expect(429);
    expect(limited.body).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/wait 1 minute/) });
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const customer = await registerUser(app, 'Bad Input Customer');
    const missing = await app.http().post('/api/auth/login/second-factor').send({ code: 123456 }).expect(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['code', 'pendingToken']);
    await app.http().post('/api/auth/login/second-factor').send({ pendingToken: 'x', code: '123456' }).expect(401);
    const notStarted = await app
      .http()
      .post('/api/auth/two-factor/confirm')
      .set(bearer(customer.token))
      .send({ code: '123456' })
      .expect(409);
    expect(notStarted.body.code).toBe('two_factor_not_started');
    await app.http().delete('/api/auth/sessions/not-a-uuid').set(bearer(customer.token)).expect(404);
  });

  it('a password reset link does not skip the code', async () => {
    const customer = await registerUser(app, 'Reset Customer');
    const { secret } = await enrol(customer.token);
    await app.http().post('/api/auth/password-reset').send({ email: customer.email }).expect(202);
    const link = await linkTokenFromMail(app, customer.email, '/set-password');
    const reset = await app
      .http()
      .post('/api/auth/set-password')
      .send({ token: link, password: 'a-brand-new-long-passphrase-9' })
      .expect(200);
    expect(reset.body).toMatchObject({ secondFactor: 'required' });
    expect(reset.body.token).toBeUndefined();
    await app
      .http()
      .post('/api/auth/login/second-factor')
      .send({ pendingToken: reset.body.pendingToken, code: await codeFor(secret, 1) })
      .expect(200);
  });

  it('sends an unenrolled agent to enrolment when the shop requires it; the API refuses them anything else', async () => {
    const agent = await addAgent(app, admin, 'Unenrolled Agent');
    const second = await addAgent(app, admin, 'Security Admin');
    await app.http().put(`/api/admin/users/${second.id}/role`).set(bearer(admin)).send({ role: 'admin' }).expect(200);
    const secondLogin = await app
      .http()
      .post('/api/auth/admin-login')
      .send({ email: second.email, password: 'agent-shift-passphrase-7' })
      .expect(200);
    const boss = secondLogin.body.token as string;
    // Not before the admin has it: they would be the first one sent away.
    const early = await app
      .http()
      .put('/api/admin/two-factor')
      .set(bearer(boss))
      .send({ requireForStaff: true })
      .expect(409);
    expect(early.body.code).toBe('enrol_first');
    await enrol(boss);
    securityAdmin = boss;
    const socket = await connectSocket(app, agent.token);
    const closed = nextEvent<string>(socket, 'disconnect');
    const rule = await app
      .http()
      .put('/api/admin/two-factor')
      .set(bearer(boss))
      .send({ requireForStaff: true })
      .expect(200);
    expect(rule.body.requireForStaff).toBe(true);
    expect(await closed).toBe('io server disconnect');
    try {
      const refused = await app.http().get('/api/admin/orders').set(bearer(agent.token)).expect(403);
      expect(refused.body).toMatchObject({
        code: 'two_factor_enrolment_required',
        message: 'Set up two-factor sign-in first: the shop requires it for staff.',
      });
      await app.http().get('/api/auth/sessions').set(bearer(agent.token)).expect(403);
      await expect(connectSocket(app, agent.token)).rejects.toMatchObject({
        data: { code: 'two_factor_enrolment_required' },
      });
      // What they may do: see who they are, enrol, sign out.
      await app.http().get('/api/auth/me').set(bearer(agent.token)).expect(200);
      expect((await app.http().get('/api/auth/two-factor').set(bearer(agent.token))).body).toMatchObject({
        enabled: false,
        required: true,
      });
      // A fresh sign-in lands in the same place.
      const login = await app
        .http()
        .post('/api/auth/admin-login')
        .send({ email: agent.email, password: 'agent-shift-passphrase-7' })
        .expect(200);
      await app.http().get('/api/admin/orders').set(bearer(login.body.token)).expect(403);

      const { secret } = await enrol(agent.token);
      await app.http().get('/api/admin/orders').set(bearer(agent.token)).expect(200);
      const off = await app
        .http()
        .post('/api/auth/two-factor/disable')
        .set(bearer(agent.token))
        .send({ code: await codeFor(secret, 1) })
        .expect(409);
      expect(off.body.code).toBe('two_factor_required');

      // The admin resets it (a lost phone): the agent is sent back to enrolment.
      const policy = await app.http().get('/api/admin/two-factor').set(bearer(boss)).expect(200);
      expect(policy.body.enabledUserIds).toContain(agent.id);
      // The test admin has no 2FA either: sent to enrolment like any staff member.
      await app.http().get('/api/admin/two-factor').set(bearer(admin)).expect(403);
      await app.http().delete(`/api/admin/users/${agent.id}/two-factor`).set(bearer(boss)).expect(200);
      // Signed out everywhere by the reset; signing in again leads to enrolment only.
      await app.http().get('/api/admin/orders').set(bearer(agent.token)).expect(401);
      const again = await app
        .http()
        .post('/api/auth/admin-login')
        .send({ email: agent.email, password: 'agent-shift-passphrase-7' })
        .expect(200);
      await app.http().get('/api/admin/orders').set(bearer(again.body.token)).expect(403);
      expect((await app.http().get('/api/admin/two-factor').set(bearer(boss))).body.enabledUserIds).not.toContain(
        agent.id,
      );
    } finally {
      await app.http().put('/api/admin/two-factor').set(bearer(boss)).send({ requireForStaff: false }).expect(200);
    }
    const withoutRule = await app
      .http()
      .post('/api/auth/admin-login')
      .send({ email: agent.email, password: 'agent-shift-passphrase-7' })
      .expect(200);
    await app.http().get('/api/admin/orders').set(bearer(withoutRule.body.token)).expect(200);
  });

  it('lists signed-in devices and ends one, all others, or (an admin) all; their sockets close', async () => {
    const customer = await registerUser(app, 'Devices Customer');
    const signIn = async (userAgent: string) =>
      (
        await app
          .http()
          .post('/api/auth/login')
          .set('User-Agent', userAgent)
          .send({ email: customer.email, password: customer.password })
          .expect(200)
      ).body.token as string;
    const phone = await signIn(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    );
    const laptop = await signIn('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0');
    const list = await app.http().get('/api/auth/sessions').set(bearer(laptop)).expect(200);
    const devices = list.body as { id: string; device: string; current: boolean; ip: string; lastSeenAt: string }[];
    expect(devices.map((device) => device.device)).toEqual(
      expect.arrayContaining(['Chrome on Android', 'Firefox on macOS']),
    );
    const current = devices.filter((device) => device.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Firefox on macOS');
    const phoneSession = devices.find((device) => device.device === 'Chrome on Android')!;
    expect(phoneSession.ip).toEqual(expect.any(String));

    // Ending the phone's session closes the phone's socket, within a second.
    const socket = await connectSocket(app, phone);
    const revoked = nextEvent<{ code: string }>(socket, 'session:revoked', 1000);
    const closed = nextEvent<string>(socket, 'disconnect', 1000);
    await app.http().delete(`/api/auth/sessions/${phoneSession.id}`).set(bearer(laptop)).expect(204);
    expect((await revoked).code).toBe('logged_out');
    expect(await closed).toBe('io server disconnect');
    await app.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    // Someone else's session is not theirs to end.
    const other = await registerUser(app, 'Other Customer');
    const otherSessions = await app.http().get('/api/auth/sessions').set(bearer(other.token)).expect(200);
    await app.http().delete(`/api/auth/sessions/${otherSessions.body[0].id}`).set(bearer(laptop)).expect(404);
    await app.http().get('/api/auth/me').set(bearer(other.token)).expect(200);

    // All others: this device stays.
    const tablet = await signIn('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Version/17.5 Safari/604.1');
    const ended = await app.http().post('/api/auth/sessions/end-others').set(bearer(laptop)).expect(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(2);
    await app.http().get('/api/auth/me').set(bearer(tablet)).expect(401);
    await app.http().get('/api/auth/me').set(bearer(customer.token)).expect(401);
    await app.http().get('/api/auth/me').set(bearer(laptop)).expect(200);

    // An admin ends every session of a staff member.
    const agent = await addAgent(app, admin, 'Signed Out Agent');
    const agentSocket = await connectSocket(app, agent.token);
    const agentClosed = nextEvent<string>(agentSocket, 'disconnect', 1000);
    const adminView = await app.http().get(`/api/admin/users/${agent.id}/sessions`).set(bearer(admin)).expect(200);
    expect(adminView.body).toHaveLength(1);
    expect(adminView.body[0].current).toBe(false);
    const all = await app.http().delete(`/api/admin/users/${agent.id}/sessions`).set(bearer(admin)).expect(200);
    expect(all.body.ended).toBe(1);
    expect(await agentClosed).toBe('io server disconnect');
    await app.http().get('/api/admin/orders').set(bearer(agent.token)).expect(401);
    await app
      .http()
      .delete(`/api/admin/users/00000000-0000-4000-8000-000000000000/sessions`)
      .set(bearer(admin))
      .expect(404);
  });

  it('puts a staff member’s 2FA on the audit log: enrolled, a wrong code, an admin’s reset, sessions ended', async () => {
    const agent = await addAgent(app, admin, 'Audited Agent');
    const entries = async (action: string) =>
      (
        await app
          .http()
          .get('/api/admin/audit')
          .query({ action, targetType: 'user', targetId: agent.id })
          .set(bearer(admin))
          .expect(200)
      ).body.entries as { actor: { id: string }; summary: Record<string, unknown> }[];
    const { secret } = await enrol(agent.token);
    await eventually(() => entries('auth.2fa-enrolled'), { until: (found) => found.length === 1 });
    expect((await entries('auth.2fa-enrolled'))[0]?.actor.id).toBe(agent.id);

    const pending = await app
      .http()
      .post('/api/auth/admin-login')
      .send({ email: agent.email, password: 'agent-shift-passphrase-7' })
      .expect(200);
    const wrong = String((Number(await codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    await app
      .http()
      .post('/api/auth/login/second-factor')
      .send({ pendingToken: pending.body.pendingToken, code: wrong })
      .expect(401);
    await eventually(() => entries('auth.2fa-failed'), { until: (found) => found.length === 1 });

    const adminId = (await app.http().get('/api/auth/me').set(bearer(admin)).expect(200)).body.user.id as string;
    await app.http().get('/api/auth/me').set(bearer(agent.token)).expect(200);
    await app.http().delete(`/api/admin/users/${agent.id}/two-factor`).set(bearer(admin)).expect(200);
    await eventually(() => entries('auth.2fa-reset'), { until: (found) => found.length === 1 });
    expect((await entries('auth.2fa-reset'))[0]?.actor.id).toBe(adminId);
    // The reset signs them out everywhere (a lost phone may still be signed in), on the log as one ending.
    await app.http().get('/api/auth/me').set(bearer(agent.token)).expect(401);
    const ended = await eventually(() => entries('auth.session-ended'), { until: (found) => found.length === 1 });
    expect(ended[0]).toMatchObject({ actor: { id: adminId }, summary: { sessions: 1 } });

    // Ending them again finds nothing left to end.
    expect(
      (await app.http().delete(`/api/admin/users/${agent.id}/sessions`).set(bearer(admin)).expect(200)).body,
    ).toEqual({ ended: 0 });
  });

  it('lets a customer turn it off again with a code', async () => {
    const customer = await registerUser(app, 'Off Again');
    const { secret } = await enrol(customer.token);
    await app
      .http()
      .post('/api/auth/two-factor/disable')
      .set(bearer(customer.token))
      .send({ code: '999999' })
      .expect(400);
    await app
      .http()
      .post('/api/auth/two-factor/disable')
      .set(bearer(customer.token))
      .send({ code: await codeFor(secret, 1) })
      .expect(204);
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: customer.email, password: customer.password })
      .expect(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(uniqueEmail()).toBeTruthy();
  });
});
