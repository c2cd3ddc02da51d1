import { randomUUID } from 'node:crypto';
import type {
  AckResponse,
  AgentChatMessages,
  ChatJoined,
  ChatMessageView,
  ChatSessionView,
  OutboundEmailView,
  SupportReport,
} from '@kedai/contracts';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import {
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';

const DOMAIN = 'reply.kedai.test';
const SECRET = 'inbound-shared-secret-for-automatic-answers';
const ENV = { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_SECRET: SECRET };

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

let sequence = 0;
const newMessageId = () => `<${Date.now().toString(36)}.auto.${(sequence += 1)}.${process.pid}@mail.example.com>`;

/** A customer's e-mail as a mail program writes it (RFC 5322, CRLF). */
function mime(input: { from: string; to: string; messageId: string; text: string; headers?: Record<string, string> }) {
  return Buffer.from(
    [
      `From: Customer <${input.from}>`,
      `To: ${input.to}`,
      'Subject: Re: Kedai support replied to your chat',
      `Message-ID: ${input.messageId}`,
      `Date: ${new Date().toUTCString()}`,
      ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      input.text,
      '',
    ].join('\r\n'),
    'utf8',
  );
}

/**
 * Automatic answers reach e-mail customers (docs/channels.md "Answers by e-mail, exactly once"): a keyword
 * auto-reply or a "where is my order?" answer to a customer who wrote by e-mail goes back by e-mail, once, in their
 * thread and with the conversation's reply address; a web-chat customer gets none by e-mail.
 */
describe('automatic answers by e-mail', () => {
  let app: TestApp;
  let admin: string;
  let keyword: string;
  let productCode: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [name, value] of Object.entries(ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    app = await startTestApp();
    admin = await loginAdmin(app);
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(admin))
      .send({ autoReplyEnabled: true, responseDelaySeconds: 1 })
      .expect(200);
    keyword = `kingfisher${Date.now().toString(36)}`;
    await app
      .http()
      .post('/api/admin/chat/auto-reply-rules')
      .set(bearer(admin))
      .send({ name: 'E-mail answer test', keywords: [keyword], response: 'Kingfisher answer', priority: -70 })
      .expect(201);
    productCode = `E${randomUUID().slice(0, 7).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Mail Cam ${productCode}`,
      price: 9,
      category: 'Apps (Camera & Filters)',
      stock: 20,
    });
  });
  afterAll(async () => {
    await app?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const mailsAbout = async (sessionId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${sessionId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];
  const messagesOf = async (sessionId: string) =>
    (await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)).body
      .messages as ChatMessageView[];
  const customersOnline = async () =>
    (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
      .sessionIds as string[];
  const webhook = (raw: Buffer) =>
    app
      .http()
      .post('/api/channels/email/inbound')
      .set('Content-Type', 'message/rfc822')
      .set('X-Inbound-Secret', SECRET)
      .send(raw)
      .expect(200);

  /** A chat whose customer has left; the agent's reply is e-mailed with the reply address. */
  async function conversationByEmail(token: string, join: Record<string, string>, email: string) {
    const socket = await connectSocket(app, token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', join);
    const sessionId = joined.session.id;
    await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: 'A question about my purchase' });
    socket.close();
    await eventually(async () => !(await customersOnline()).includes(sessionId), { what: 'the customer gone' });
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Hi! How can I help?' })
      .expect(201);
    const [continuity] = await eventually(() => mailsAbout(sessionId), {
      until: (mails) => mails.length >= 1,
      what: 'the continuity e-mail',
    });
    expect(continuity.toAddress).toBe(email);
    return { sessionId, replyTo: continuity.headers?.replyTo ?? '' };
  }

  async function guestByEmail(name: string) {
    const email = uniqueEmail('auto-answer');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const conversation = await conversationByEmail(
      visitor.body.token as string,
      { customerName: name, customerEmail: email },
      email,
    );
    return { ...conversation, email };
  }

  /** The keyword rule's answers stored in the conversation (an away message may be there too: not these). */
  const autoMessages = async (sessionId: string) =>
    (await messagesOf(sessionId)).filter(
      (message) => message.senderType === 'auto' && message.message === 'Kingfisher answer',
    );

  it('answers a keyword e-mail with exactly one auto-reply e-mail to the customer, with the reply address', async () => {
    const { sessionId, email, replyTo } = await guestByEmail('Kamal Keyword');
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@reply\\.kedai\\.test$`));
    const messageId = newMessageId();
    const raw = mime({ from: email, to: replyTo, messageId, text: `Question about ${keyword} please` });
    await webhook(raw);
    const autoMails = (mails: OutboundEmailView[]) =>
      mails.filter((mail) => mail.textBody.includes('Kingfisher answer'));
    const [mail] = autoMails(
      await eventually(() => mailsAbout(sessionId), {
        until: (mails) => autoMails(mails).length >= 1,
        what: 'the auto-reply e-mailed',
        timeoutMs: 10_000,
      }),
    );
    expect(mail).toMatchObject({
      toAddress: email,
      subject: 'Re: Kedai support replied to your chat',
      headers: { replyTo, inReplyTo: messageId, references: [messageId], autoSubmitted: 'auto-replied' },
    });
    expect(mail.textBody).toContain('Kedai support answered your message automatically:');
    expect(await autoMessages(sessionId)).toEqual([expect.objectContaining({ message: 'Kingfisher answer' })]);

    // The provider delivers the same e-mail again: no second message, no second e-mail.
    expect((await webhook(raw)).body).toMatchObject({ status: 'duplicate' });
    await keepsHolding(
      async () => {
        expect(autoMails(await mailsAbout(sessionId))).toHaveLength(1);
        expect(await autoMessages(sessionId)).toHaveLength(1);
      },
      { forMs: 2500, intervalMs: 250 },
    );
  }, 40_000);

  it('the inbox tells the conversation apart as e-mail once the customer answered by e-mail, live and in its filter', async () => {
    const { sessionId, email, replyTo } = await guestByEmail('Ezra Inbox');
    const listed = async (channel: string) =>
      (
        (await app.http().get(`/api/admin/chat/sessions?channel=${channel}`).set(bearer(admin)).expect(200)).body
          .sessions as { id: string; emailThread?: boolean }[]
      ).map((session) => session.id);
    // Until the customer answers by e-mail, it is a web chat.
    expect(await listed('web')).toContain(sessionId);
    expect(await listed('email')).not.toContain(sessionId);
    const agent = await connectSocket(app, admin);
    try {
      const heard = new Promise<ChatSessionView>((resolve) =>
        agent.on('chat:messages', ({ messages }: AgentChatMessages) => {
          const answer = messages.find((m) => m.sessionId === sessionId && m.message === 'Answering by e-mail');
          if (answer) resolve(answer.session);
        }),
      );
      await webhook(mime({ from: email, to: replyTo, messageId: newMessageId(), text: 'Answering by e-mail' }));
      expect((await heard).emailThread).toBe(true);
    } finally {
      agent.close();
    }
    expect(await listed('email')).toContain(sessionId);
    expect(await listed('web')).not.toContain(sessionId);
    expect(await listed('whatsapp')).not.toContain(sessionId);
    const refused = await app.http().get('/api/admin/chat/sessions?channel=fax').set(bearer(admin)).expect(400);
    expect(JSON.stringify(refused.body)).toContain('channel must be one of web, whatsapp, email');
  }, 40_000);

  it('e-mails a rule’s reply an agent sends by hand, once', async () => {
    const { sessionId, email, replyTo } = await guestByEmail('Mira Manual');
    const messageId = newMessageId();
    await webhook(mime({ from: email, to: replyTo, messageId, text: 'Is there a warranty?' }));
    await eventually(
      async () => (await messagesOf(sessionId)).some((message) => message.message === 'Is there a warranty?'),
      { what: 'the answer in the conversation' },
    );
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/auto-reply`)
      .set(bearer(admin))
      .send({ message: 'Every code is guaranteed for 30 days (W-30).' })
      .expect(201);
    const sent = (mails: OutboundEmailView[]) => mails.filter((mail) => mail.textBody.includes('(W-30)'));
    const [mail] = sent(
      await eventually(() => mailsAbout(sessionId), { until: (mails) => sent(mails).length >= 1, what: 'it e-mailed' }),
    );
    expect(mail).toMatchObject({ toAddress: email, headers: { replyTo, inReplyTo: messageId } });
    await keepsHolding(async () => expect(sent(await mailsAbout(sessionId))).toHaveLength(1), {
      forMs: 800,
      intervalMs: 200,
    });
  }, 40_000);

  it('never answers an auto-generated e-mail', async () => {
    const { sessionId, email, replyTo } = await guestByEmail('Olivia Outofoffice');
    const before = (await mailsAbout(sessionId)).length;
    const refused = await webhook(
      mime({
        from: email,
        to: replyTo,
        messageId: newMessageId(),
        text: `I am out of office (${keyword})`,
        headers: { 'Auto-Submitted': 'auto-replied' },
      }),
    );
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'auto-submitted' });
    await keepsHolding(
      async () => {
        expect(await mailsAbout(sessionId)).toHaveLength(before);
        expect(await autoMessages(sessionId)).toEqual([]);
      },
      { forMs: 2500, intervalMs: 250 },
    );
  }, 40_000);

  it('answers "where is my order?" by e-mail with the order’s state', async () => {
    const customer = await registerUser(app, 'Wani Where');
    const placed = await app
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Wani Where', email: customer.email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    const { sessionId, replyTo } = await conversationByEmail(
      customer.token,
      { customerName: 'Wani Where' },
      customer.email,
    );
    const messageId = newMessageId();
    await webhook(mime({ from: customer.email, to: replyTo, messageId, text: `Where is my order ${orderId}?` }));
    const answers = (mails: OutboundEmailView[]) =>
      mails.filter((mail) => mail.textBody.includes(`We received your receipt for order ${orderId}`));
    const [mail] = answers(
      await eventually(() => mailsAbout(sessionId), {
        until: (mails) => answers(mails).length >= 1,
        what: 'the "where is my order?" answer e-mailed',
        timeoutMs: 10_000,
      }),
    );
    expect(mail).toMatchObject({
      toAddress: customer.email,
      headers: { replyTo, inReplyTo: messageId, autoSubmitted: 'auto-replied' },
    });
    expect(mail.textBody).toContain('our staff are checking it');
    await keepsHolding(async () => expect(answers(await mailsAbout(sessionId))).toHaveLength(1), {
      forMs: 1000,
      intervalMs: 250,
    });

    // The support report counts it as an e-mail conversation answered without an agent (moved to a day of its own,
    // which only this test uses, so the figures are exactly this conversation's).
    const db = app.app.get(DataSource);
    await db.query(
      `DELETE FROM chat_sessions WHERE created_at >= '2018-03-13T16:00:00Z' AND created_at < '2018-03-14T16:00:00Z'`,
    );
    await db.query(`UPDATE chat_sessions SET created_at = '2018-03-14T02:00:00Z' WHERE id = $1`, [sessionId]);
    const report = async (channel: string) =>
      (
        await app
          .http()
          .get(`/api/admin/reports/support?from=2018-03-14&to=2018-03-14&channel=${channel}`)
          .set(bearer(admin))
          .expect(200)
      ).body as SupportReport;
    const byEmail = await report('email');
    expect(byEmail.current.totals.conversations).toBe(1);
    expect(byEmail.current.totals.whereIsMyOrder).toEqual({ sent: 1, conversations: 1, answeredWithoutAgent: 1 });
    expect(byEmail.byChannel).toEqual([
      expect.objectContaining({
        channel: 'email',
        conversations: 1,
        whereIsMyOrder: expect.objectContaining({ sent: 1 }),
      }),
    ]);
    expect((await report('web')).current.totals.conversations).toBe(0);
  }, 40_000);

  it('e-mails nothing for a web-chat conversation’s auto-reply', async () => {
    const email = uniqueEmail('web-auto');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: 'Wira Web', customerEmail: email });
    const sessionId = joined.session.id;
    await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: `tell me about ${keyword}` });
    // The customer leaves before the answer is due: it is stored, and still not e-mailed (no e-mail thread).
    socket.close();
    await eventually(() => autoMessages(sessionId), {
      until: (found) => found.length === 1,
      what: 'the auto-reply stored',
      timeoutMs: 10_000,
    });
    await keepsHolding(async () => expect(await mailsAbout(sessionId)).toEqual([]), { forMs: 1500, intervalMs: 250 });
  }, 40_000);
});
