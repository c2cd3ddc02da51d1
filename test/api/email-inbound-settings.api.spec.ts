import type {
  AckResponse,
  AuditListView,
  ChatJoined,
  ChatMessageView,
  InboundEmailSettingsView,
  OutboundEmailView,
} from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { addAgent, bearer, connectSocket, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';

const SETTINGS = '/api/admin/channels/email/settings';
const ENV_NAMES = ['INBOUND_EMAIL_DOMAIN', 'INBOUND_EMAIL_SECRET', 'INBOUND_SMTP_PORT'] as const;

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

/** A customer's plain-text answer as a mail program writes it (RFC 5322, CRLF). */
const mime = (from: string, to: string, text: string) =>
  Buffer.from(
    [
      `From: Customer <${from}>`,
      `To: ${to}`,
      'Subject: Re: Kedai support replied to your chat',
      `Message-ID: <${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@mail.example.com>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\r\n'),
    'utf8',
  );

/**
 * Settings → Inbound e-mail (docs/channels.md "Inbound e-mail"), with nothing in the environment: the domain and
 * the webhook secret saved by an admin are what the next conversation e-mail and the webhook use; the secret is
 * write-only; agents cannot read or change it; a bad domain is refused in words.
 */
describe('inbound e-mail settings', () => {
  let app: TestApp;
  let admin: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const name of ENV_NAMES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    // Other files of this jest worker share the database: leave no inbound settings behind.
    await app?.app.get(DataSource).query(`DELETE FROM email_channel_settings`);
    await app?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value !== undefined) process.env[name] = value;
    }
  });

  const put = (body: unknown, token = admin) =>
    app
      .http()
      .put(SETTINGS)
      .set(bearer(token))
      .send(body as object);

  const mailsAbout = async (sessionId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${sessionId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];

  const customersOnline = async () =>
    (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
      .sessionIds as string[];

  /** A guest who gave an e-mail leaves; the agent answers, so a continuity e-mail goes to them. */
  async function continuityEmail() {
    const email = uniqueEmail('inbound-settings');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: 'Siti', customerEmail: email });
    const sessionId = joined.session.id;
    await askOk(socket, 'chat:send', { sessionId, message: 'Where is my code?' });
    socket.close();
    await eventually(async () => !(await customersOnline()).includes(sessionId), { what: 'the guest gone offline' });
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Your code is on its way' })
      .expect(201);
    const [mail] = await eventually(() => mailsAbout(sessionId), {
      until: (mails) => mails.length >= 1,
      what: 'the continuity e-mail',
    });
    return { sessionId, email, replyTo: mail.headers?.replyTo ?? null };
  }

  it('saves the domain and a write-only secret; the next e-mail carries the domain; the webhook takes the new secret only', async () => {
    const empty = (await app.http().get(SETTINGS).set(bearer(admin)).expect(200)).body as InboundEmailSettingsView;
    expect(empty).toMatchObject({ domain: null, domainSource: null, secret: { set: false, source: null } });
    expect(empty.smtp).toEqual({ listening: false, port: null });
    expect(empty.webhookUrl).toMatch(/\/api\/channels\/email\/inbound$/);
    // Without a domain, a conversation's e-mail has no reply address.
    expect((await continuityEmail()).replyTo).toBeNull();

    const oldSecret = 'old-inbound-secret-0123456789';
    const newSecret = 'new-inbound-secret-9876543210';
    const first = await put({ domain: ' Reply.Settings-Shop.test. ', secret: oldSecret }).expect(200);
    expect(first.body).toMatchObject({
      domain: 'reply.settings-shop.test',
      domainSource: 'settings',
      secret: { set: true, source: 'settings' },
      mxRecord: { name: 'reply.settings-shop.test', type: 'MX', priority: 10 },
    });
    expect(JSON.stringify(first.body)).not.toContain(oldSecret);
    const second = await put({ secret: newSecret }).expect(200);
    expect(second.body).toMatchObject({ domain: 'reply.settings-shop.test', secret: { set: true } });
    const read = await app.http().get(SETTINGS).set(bearer(admin)).expect(200);
    for (const body of [second.text, read.text]) {
      expect(body).not.toContain(newSecret);
      expect(body).not.toContain(oldSecret);
    }

    // The next continuity e-mail carries reply+…@ the saved domain.
    const { sessionId, email, replyTo } = await continuityEmail();
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{32}@reply\.settings-shop\.test$/);

    const post = (secret: string, text: string) =>
      app
        .http()
        .post('/api/channels/email/inbound')
        .set('Content-Type', 'message/rfc822')
        .set('X-Inbound-Secret', secret)
        .set('X-Inbound-Envelope-From', email)
        .set('X-Inbound-Envelope-To', replyTo as string)
        .send(mime(email, replyTo as string, text));
    const refused = await post(oldSecret, 'Sent with the old secret').expect(403);
    expect(refused.body.message).toBe('The inbound e-mail secret does not match');
    const accepted = await post(newSecret, 'Got it, thank you').expect(200);
    expect(accepted.body).toMatchObject({ status: 'posted', sessionId });
    const messages = (
      await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)
    ).body.messages as ChatMessageView[];
    const texts = messages.filter((message) => message.senderType === 'customer').map((message) => message.message);
    expect(texts).toContain('Got it, thank you');
    expect(texts).not.toContain('Sent with the old secret');

    // Saving is on the audit log: which fields changed, never the secret's value.
    const audit = (
      await app.http().get('/api/admin/audit?targetType=settings&targetId=inbound-email').set(bearer(admin)).expect(200)
    ).body as AuditListView;
    expect(audit.entries.length).toBeGreaterThanOrEqual(2);
    const logged = JSON.stringify(audit.entries);
    expect(logged).toContain('webhookSecret');
    expect(logged).toContain('reply.settings-shop.test');
    expect(logged).not.toContain(oldSecret);
    expect(logged).not.toContain(newSecret);
  });

  it('refuses a bad domain or a weak secret with a readable 400, and changes nothing', async () => {
    const before = (await app.http().get(SETTINGS).set(bearer(admin)).expect(200)).body as InboundEmailSettingsView;
    for (const domain of ['not a domain', 'localhost', 'shop..my', '-bad.example.com', 'reply.shop.123']) {
      const refused = await put({ domain }).expect(400);
      expect(refused.body.message).toMatch(/is not a domain name/);
    }
    const weak = await put({ secret: 'short' }).expect(400);
    expect(weak.body.message).toMatch(/16 to 200 characters/);
    const after = (await app.http().get(SETTINGS).set(bearer(admin)).expect(200)).body as InboundEmailSettingsView;
    expect(after).toEqual(before);
  });

  it('an agent may neither read nor change the settings', async () => {
    const agent = await addAgent(app, admin, 'Inbound Settings Agent');
    const read = await app.http().get(SETTINGS).set(bearer(agent.token)).expect(403);
    expect(read.body.code).toBe('role_forbidden');
    await put({ domain: 'agent.example.com' }, agent.token).expect(403);
  });
});
