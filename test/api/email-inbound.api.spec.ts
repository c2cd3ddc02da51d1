import type {
  AckResponse,
  ChatJoined,
  ChatMessageView,
  InboundEmailSettingsView,
  InboundEmailView,
  OutboundEmailView,
} from '@kedai/contracts';
import { createTransport } from 'nodemailer';
import type { Socket } from 'socket.io-client';
import { MailTransport } from '../../backend/src/core/mail/mail-transport';
import { InboundSmtpListener } from '../../backend/src/modules/email-channel/services/inbound-smtp-listener';
import { startSmtpServer } from '../support/smtp-server';
import { nextAgentMessage, recordAgentMessages } from '../support/agent-messages';
import { tinyPng } from '../support/files';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually, keepsHolding, nextEvent as waitFor } from '../support/wait';

const DOMAIN = 'reply.kedai.test';
const SECRET = 'inbound-shared-secret-for-tests';
const MAX_BYTES = 300_000;
const ENV = {
  INBOUND_EMAIL_DOMAIN: DOMAIN,
  INBOUND_SMTP_PORT: '0',
  INBOUND_SMTP_HOST: '127.0.0.1',
  INBOUND_EMAIL_SECRET: SECRET,
  INBOUND_EMAIL_MAX_BYTES: String(MAX_BYTES),
};

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

let sequence = 0;
/** A Message-ID of this run's own, so another run on the same database is never a replay of it. */
const newMessageId = () => `<${Date.now().toString(36)}.${(sequence += 1)}.${process.pid}@mail.example.com>`;

/** A customer's e-mail as a mail program writes it (RFC 5322, CRLF). */
function mime(input: {
  from: string;
  to: string;
  messageId: string;
  subject?: string;
  text: string;
  headers?: Record<string, string>;
  inReplyTo?: string;
}): Buffer {
  const lines = [
    `From: Customer <${input.from}>`,
    `To: ${input.to}`,
    `Subject: ${input.subject ?? 'Re: Kedai support replied to your chat'}`,
    `Message-ID: ${input.messageId}`,
    `Date: ${new Date().toUTCString()}`,
    ...(input.inReplyTo ? [`In-Reply-To: ${input.inReplyTo}`, `References: ${input.inReplyTo}`] : []),
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...input.text.split('\n'),
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/**
 * E-mail both ways (docs/channels.md "Inbound e-mail"): a customer's answer to a conversation's e-mail, through the
 * built-in SMTP listener or a provider's webhook, lands in that conversation live; what is not theirs to post is
 * refused or quarantined with a reason; the agent's answer goes back by e-mail, threaded, once.
 */
describe('inbound e-mail', () => {
  let app: TestApp;
  let admin: string;
  let agentSocket: Socket;
  let smtpPort: number;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [name, value] of Object.entries(ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    app = await startTestApp();
    admin = await loginAdmin(app);
    agentSocket = await connectSocket(app, admin);
    smtpPort = app.app.get(InboundSmtpListener).port() as number;
  });
  afterAll(async () => {
    agentSocket?.close();
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

  const inboundList = async () =>
    (await app.http().get('/api/admin/channels/email/inbound').set(bearer(admin)).expect(200))
      .body as InboundEmailView[];

  const customersOnline = async () =>
    (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
      .sessionIds as string[];

  const webhook = (raw: Buffer, headers: Record<string, string> = {}) => {
    let call = app
      .http()
      .post('/api/channels/email/inbound')
      .set('Content-Type', 'message/rfc822')
      .set('X-Inbound-Secret', SECRET);
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    return call.send(raw);
  };

  const smtp = () =>
    createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
      tls: { rejectUnauthorized: false },
    });

  /**
   * A guest who gave an e-mail leaves; the agent's reply is e-mailed (continuity) with the conversation's reply
   * address. Answers the session, the customer's address and that reply address.
   */
  async function conversationWithReplyAddress(name: string) {
    const email = uniqueEmail('inbound');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: name, customerEmail: email });
    const sessionId = joined.session.id;
    await askOk(socket, 'chat:send', { sessionId, message: 'My code does not work' });
    socket.close();
    await eventually(async () => !(await customersOnline()).includes(sessionId), { what: 'the guest gone offline' });
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Here is your new code: KD-7788' })
      .expect(201);
    const [continuity] = await eventually(() => mailsAbout(sessionId), {
      until: (mails) => mails.length >= 1,
      what: 'the continuity e-mail',
    });
    const replyTo = continuity.headers?.replyTo ?? '';
    expect(continuity.toAddress).toBe(email);
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));
    return { sessionId, email, replyTo, visitorToken: visitor.body.token as string };
  }

  it('a reply by SMTP lands live in its conversation (reopened), stripped; a replay by webhook is stored once', async () => {
    const { sessionId, email, replyTo } = await conversationWithReplyAddress('Aina Email');
    await app.http().post(`/api/admin/chat/sessions/${sessionId}/end`).set(bearer(admin)).expect(200);

    const messageId = newMessageId();
    const raw = mime({
      from: email,
      to: replyTo,
      messageId,
      text: [
        'It works now, thank you!',
        '',
        '-- ',
        'Aina',
        '',
        'On Sat, 28 Nov 2026 at 12:00, Kedai Support <no-reply@kedai.local> wrote:',
        '> Here is your new code: KD-7788',
      ].join('\n'),
    });
    const live = nextAgentMessage(
      agentSocket,
      (message) => message.sessionId === sessionId && message.senderType === 'customer',
      10_000,
    );
    await smtp().sendMail({ envelope: { from: email, to: [replyTo] }, raw });
    const heard = await live;
    expect(heard).toMatchObject({ senderType: 'customer', message: 'It works now, thank you!' });
    expect(heard.session.status).not.toBe('ended');

    // The provider delivers the same mail again: nothing new is stored or announced.
    const seen = recordAgentMessages(agentSocket);
    const again = await webhook(raw, { 'X-Inbound-Envelope-From': email, 'X-Inbound-Envelope-To': replyTo }).expect(
      200,
    );
    expect(again.body).toMatchObject({ status: 'duplicate' });
    await keepsHolding(
      async () => {
        const texts = (await messagesOf(sessionId)).map((message) => message.message);
        expect(texts.filter((text) => text === 'It works now, thank you!')).toHaveLength(1);
        expect(seen.filter((message) => message.sessionId === sessionId)).toEqual([]);
      },
      { forMs: 600, intervalMs: 150 },
    );
    const rows = (await inboundList()).filter((row) => row.sessionId === sessionId);
    expect(rows).toEqual([
      expect.objectContaining({ via: 'smtp', status: 'posted', reason: null, fromAddress: email }),
    ]);
  }, 30_000);

  it('the agent’s answer is e-mailed once to the customer, threaded under their e-mail', async () => {
    const { sessionId, email, replyTo } = await conversationWithReplyAddress('Farid Thread');
    const messageId = newMessageId();
    await webhook(
      mime({
        from: email,
        to: replyTo,
        messageId,
        subject: 'Re: Kedai support replied to your chat',
        text: 'Still broken',
      }),
    ).expect(200);
    await eventually(async () => (await messagesOf(sessionId)).some((message) => message.message === 'Still broken'), {
      what: 'the answer in the conversation',
    });

    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Try this one: KD-9911' })
      .expect(201);
    const answers = (mails: OutboundEmailView[]) => mails.filter((mail) => mail.textBody.includes('KD-9911'));
    const [answer] = answers(
      await eventually(() => mailsAbout(sessionId), {
        until: (mails) => answers(mails).length >= 1,
        what: 'the answer e-mailed',
      }),
    );
    expect(answer).toMatchObject({
      toAddress: email,
      subject: 'Re: Kedai support replied to your chat',
      headers: { replyTo, inReplyTo: messageId, references: [messageId] },
    });
    await keepsHolding(async () => expect(answers(await mailsAbout(sessionId))).toHaveLength(1), {
      forMs: 800,
      intervalMs: 200,
    });
  }, 30_000);

  it('the customer receives the answer with Reply-To, In-Reply-To and References, and no other copy', async () => {
    const outbound = await startSmtpServer();
    app.app.get(MailTransport).use(outbound.url);
    try {
      const { sessionId, email, replyTo } = await conversationWithReplyAddress('Hana Headers');
      const messageId = newMessageId();
      await webhook(mime({ from: email, to: replyTo, messageId, text: 'Which one?' })).expect(200);
      await eventually(async () => (await messagesOf(sessionId)).some((message) => message.message === 'Which one?'), {
        what: 'the answer in the conversation',
      });
      await app
        .http()
        .post(`/api/admin/chat/sessions/${sessionId}/messages`)
        .set(bearer(admin))
        .send({ message: 'The Netflix one: KD-4242' })
        .expect(201);
      const answers = () =>
        outbound.received.filter((mail) => mail.to.includes(email) && mail.text.includes('KD-4242'));
      const [mail] = await eventually(answers, { until: (found) => found.length >= 1, what: 'the answer delivered' });
      const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(new RegExp(`^Reply-To: ${replyTo.replace(/[.+]/g, '\\$&')}$`, 'im'));
      expect(headers).toMatch(new RegExp(`^In-Reply-To: ${messageId.replace(/[.+]/g, '\\$&')}$`, 'im'));
      expect(headers).toMatch(new RegExp(`^References: .*${messageId.replace(/[.+]/g, '\\$&')}`, 'im'));
      expect(headers).toMatch(/^Subject: Re: Kedai support replied to your chat$/im);
      await keepsHolding(() => expect(answers()).toHaveLength(1), { forMs: 800, intervalMs: 200 });
    } finally {
      app.app.get(MailTransport).use(null);
      await outbound.close();
    }
  }, 30_000);

  it('an answer to an ended chat goes into the one the customer has opened since', async () => {
    const { sessionId, email, replyTo, visitorToken } = await conversationWithReplyAddress('Lina Later');
    await app.http().post(`/api/admin/chat/sessions/${sessionId}/end`).set(bearer(admin)).expect(200);
    const socket = await connectSocket(app, visitorToken);
    try {
      const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: 'Lina Later', customerEmail: email });
      expect(joined.session.id).not.toBe(sessionId);
      const heard = waitFor<ChatMessageView>(socket, 'chat:message', {
        where: (message) => message.senderType === 'customer',
      });
      const answered = await webhook(
        mime({ from: email, to: replyTo, messageId: newMessageId(), text: 'Replying to the old e-mail' }),
      ).expect(200);
      expect(answered.body).toMatchObject({ status: 'posted', sessionId: joined.session.id });
      expect(await heard).toMatchObject({ sessionId: joined.session.id, message: 'Replying to the old e-mail' });
    } finally {
      socket.close();
    }
  }, 30_000);

  it('the transcript e-mail carries the same reply address as the continuity e-mail', async () => {
    const { sessionId, replyTo, visitorToken } = await conversationWithReplyAddress('Nora Transcript');
    const socket = await connectSocket(app, visitorToken);
    try {
      await askOk(socket, 'chat:transcript', { sessionId });
    } finally {
      socket.close();
    }
    const transcript = (mails: OutboundEmailView[]) =>
      mails.find((mail) => mail.subject === 'Your Kedai support chat transcript');
    const mail = transcript(
      await eventually(() => mailsAbout(sessionId), {
        until: (mails) => transcript(mails) !== undefined,
        what: 'the transcript e-mail',
      }),
    );
    expect(mail?.headers).toEqual({ replyTo });
  }, 30_000);

  it('an HTML-only answer from Gmail lands as its own words, without the quoted e-mail', async () => {
    const { sessionId, email, replyTo } = await conversationWithReplyAddress('Zara Html');
    const raw = Buffer.from(
      [
        `From: Zara <${email}>`,
        `To: ${replyTo}`,
        'Subject: Re: Kedai support replied to your chat',
        `Message-ID: ${newMessageId()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<div dir="ltr">Dah boleh, <b>terima kasih</b>!</div><br><div class="gmail_quote"><div class="gmail_attr">On Sat, 28 Nov 2026 Kedai wrote:</div><blockquote class="gmail_quote">Here is your new code: KD-7788</blockquote></div>',
        '',
      ].join('\r\n'),
    );
    await webhook(raw).expect(200);
    const texts = await eventually(async () => (await messagesOf(sessionId)).map((message) => message.message), {
      until: (found) => found.some((text) => text.startsWith('Dah boleh')),
      what: 'the answer in the conversation',
    });
    expect(texts.filter((text) => text.startsWith('Dah boleh'))).toEqual(['Dah boleh, terima kasih!']);
  }, 30_000);

  it('keeps an attachment as the conversation’s file', async () => {
    const { sessionId, email, replyTo } = await conversationWithReplyAddress('Mei Picture');
    const live = nextAgentMessage(
      agentSocket,
      (message) => message.sessionId === sessionId && !!message.attachment,
      10_000,
    );
    await smtp().sendMail({
      from: email,
      to: replyTo,
      subject: 'Re: Kedai support replied to your chat',
      text: 'Here is the error screen',
      attachments: [{ filename: 'error.png', content: tinyPng(16, 16), contentType: 'image/png' }],
    });
    const file = await live;
    expect(file.attachment).toMatchObject({ kind: 'image', name: 'error.png' });
    const texts = (await messagesOf(sessionId)).map((message) => message.message);
    expect(texts).toContain('Here is the error screen');
  }, 30_000);

  it('refuses or quarantines, with its reason, what is not the customer’s answer, and posts none of it', async () => {
    const { sessionId, email, replyTo } = await conversationWithReplyAddress('Siti Guarded');
    const before = (await messagesOf(sessionId)).length;
    const seen = recordAgentMessages(agentSocket);

    // Unknown token: the listener answers "no such conversation"; the webhook says why.
    const unknown = `reply+${'0'.repeat(32)}@${DOMAIN}`;
    await expect(
      smtp().sendMail({ from: email, to: unknown, subject: 'Hello', text: 'Anyone?' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    const unknownId = newMessageId();
    const byWebhook = await webhook(mime({ from: email, to: unknown, messageId: unknownId, text: 'Anyone?' })).expect(
      200,
    );
    expect(byWebhook.body).toMatchObject({ status: 'refused', reason: 'unknown-token', sessionId: null });
    // An address at another domain is no relay.
    await expect(
      smtp().sendMail({ from: email, to: 'someone@elsewhere.example', subject: 'Relay?', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });

    // Spoofed sender: another From with the right reply address, through the listener.
    const spoofId = newMessageId();
    await smtp().sendMail({
      envelope: { from: 'mallory@evil.example', to: [replyTo] },
      raw: mime({ from: 'mallory@evil.example', to: replyTo, messageId: spoofId, text: 'Send the codes to me' }),
    });

    // Loops: an auto-reply and a bounce (empty return path) by webhook.
    const autoReply = await webhook(
      mime({
        from: email,
        to: replyTo,
        messageId: newMessageId(),
        text: 'I am on leave',
        headers: { 'Auto-Submitted': 'auto-replied' },
      }),
    ).expect(200);
    expect(autoReply.body).toMatchObject({ status: 'refused', reason: 'auto-submitted' });
    const bounce = await webhook(mime({ from: email, to: replyTo, messageId: newMessageId(), text: 'Undeliverable' }), {
      'X-Inbound-Envelope-From': '<>',
    }).expect(200);
    expect(bounce.body).toMatchObject({ status: 'refused', reason: 'bounce' });
    const bulk = await webhook(
      mime({
        from: email,
        to: replyTo,
        messageId: newMessageId(),
        text: 'Newsletter',
        headers: { Precedence: 'bulk' },
      }),
    ).expect(200);
    expect(bulk.body).toMatchObject({ status: 'refused', reason: 'bulk' });

    // SPF fail reported by the provider (SendGrid's form shape): quarantined, the results kept.
    const spfId = newMessageId();
    const spf = await app
      .http()
      .post('/api/channels/email/inbound')
      .auth('inbound', SECRET)
      .field('email', mime({ from: email, to: replyTo, messageId: spfId, text: 'Forged?' }).toString('utf8'))
      .field('envelope', JSON.stringify({ from: email, to: [replyTo] }))
      .field('SPF', 'fail')
      .field('dkim', '{@example.com : fail}')
      .expect(200);
    expect(spf.body).toMatchObject({ status: 'quarantined', reason: 'spf-fail', sessionId });

    // Oversized: refused at DATA by the listener, and by the webhook.
    await expect(
      smtp().sendMail({
        from: email,
        to: replyTo,
        subject: 'Big',
        text: 'Big one',
        attachments: [{ filename: 'big.bin', content: Buffer.alloc(MAX_BYTES + 10_000, 7) }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const big = await webhook(
      mime({ from: email, to: replyTo, messageId: newMessageId(), text: 'x'.repeat(MAX_BYTES + 1) }),
    ).expect(200);
    expect(big.body).toMatchObject({ status: 'refused', reason: 'oversized' });

    // A wrong or missing secret: 403, nothing stored.
    const wrongId = newMessageId();
    await app
      .http()
      .post('/api/channels/email/inbound')
      .set('Content-Type', 'message/rfc822')
      .set('X-Inbound-Secret', 'guess')
      .send(mime({ from: email, to: replyTo, messageId: wrongId, text: 'Let me in' }))
      .expect(403)
      .expect(({ body }) => expect(body.code).toBe('inbound_email_forbidden'));
    await app
      .http()
      .post('/api/channels/email/inbound')
      .set('Content-Type', 'message/rfc822')
      .send(mime({ from: email, to: replyTo, messageId: newMessageId(), text: 'Let me in' }))
      .expect(403);

    const rows = await inboundList();
    expect(rows.some((row) => row.messageId === wrongId)).toBe(false);
    expect(rows.find((row) => row.messageId === unknownId)).toMatchObject({
      status: 'refused',
      reason: 'unknown-token',
    });
    const ofSession = rows.filter((row) => row.sessionId === sessionId);
    expect(ofSession).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'quarantined',
          reason: 'spoofed-sender',
          fromAddress: 'mallory@evil.example',
          detail: `From mallory@evil.example, but this conversation's customer is ${email}`,
        }),
        expect.objectContaining({
          status: 'quarantined',
          reason: 'spf-fail',
          spf: 'fail',
          dkim: '{@example.com : fail}',
        }),
      ]),
    );
    expect(rows.some((row) => row.reason === 'oversized' && row.via === 'smtp')).toBe(true);

    // None of it reached the conversation, nor the agents.
    await keepsHolding(
      async () => {
        expect(await messagesOf(sessionId)).toHaveLength(before);
        expect(seen.filter((message) => message.sessionId === sessionId)).toEqual([]);
      },
      { forMs: 600, intervalMs: 150 },
    );
  }, 40_000);

  it('lists inbound e-mails to admins only', async () => {
    await app.http().get('/api/admin/channels/email/inbound').expect(401);
  });

  it('Settings show the environment’s domain and secret as the server’s, read-only, and the listener listening', async () => {
    const settings = '/api/admin/channels/email/settings';
    const view = await app.http().get(settings).set(bearer(admin)).expect(200);
    expect(view.body as InboundEmailSettingsView).toMatchObject({
      domain: DOMAIN,
      domainSource: 'env',
      secret: { set: true, source: 'env' },
      smtp: { listening: true, port: smtpPort },
    });
    expect(view.text).not.toContain(SECRET);
    const domain = await app.http().put(settings).set(bearer(admin)).send({ domain: 'other.example.com' }).expect(400);
    expect(domain.body.message).toBe('The inbound domain is set by the server’s environment.');
    await app.http().put(settings).set(bearer(admin)).send({ secret: 'a-secret-that-would-not-win-1234' }).expect(400);
    // Nothing was saved over them.
    const still = await app.http().get(settings).set(bearer(admin)).expect(200);
    expect(still.body).toMatchObject({ domain: DOMAIN, domainSource: 'env', secret: { source: 'env' } });
  });
});
