import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { AgentChatMessageView, ChatCustomerOrders, ChatMessageStatus, ChatMessageView } from '@kedai/contracts';
import { DataSource } from 'typeorm';
import { ChatChannelInbox } from '../../backend/src/modules/chat';
import { WhatsappOrderUpdates, WhatsappSender } from '../../backend/src/modules/whatsapp';
import { nextAgentMessage } from '../support/agent-messages';
import { tinyPng } from '../support/files';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';
import {
  mediaWebhook,
  postWebhook,
  signWebhook,
  startWhatsappStub,
  statusWebhook,
  textWebhook,
  useStubEnvironment,
  type WhatsappStub,
} from '../support/whatsapp-stub';
import { createHash } from 'node:crypto';

jest.setTimeout(120_000);

/** A Malaysian mobile number of its own for each conversation (WhatsApp's form: digits, country code first). */
let numberCounter = 0;
const freshNumber = () => {
  numberCounter += 1;
  return `6017${String((Date.now() + numberCounter * 7919) % 10_000_000).padStart(7, '0')}`;
};

describe('WhatsApp conversations in the live inbox (a Graph API stub, webhooks signed with the app secret)', () => {
  let app: TestApp;
  let stub: WhatsappStub;
  let admin: string;
  let db: DataSource;
  const sockets: Socket[] = [];
  let restoreEnvironment: () => void = () => undefined;

  beforeAll(async () => {
    stub = await startWhatsappStub();
    restoreEnvironment = useStubEnvironment(stub);
    app = await startTestApp();
    admin = await loginAdmin(app);
    db = app.app.get(DataSource);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
    await stub.close();
    restoreEnvironment();
  });

  const agentSocket = async () => {
    const socket = await connectSocket(app, admin);
    sockets.push(socket);
    return socket;
  };

  const post = (payload: unknown, secret = stub.appSecret) => postWebhook(app.http(), payload, secret);

  const messagesOf = async (sessionId: string) =>
    (await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)).body
      .messages as ChatMessageView[];

  /** A conversation opened by the customer's first WhatsApp message; resolves to its session id. */
  async function conversation(from: string, text = 'Hello from WhatsApp'): Promise<string> {
    const socket = await agentSocket();
    const heard = nextAgentMessage(socket, (m) => m.session.contactPhone === `+${from}`, 10_000);
    await post(textWebhook(from, text)).expect(200);
    return (await heard).sessionId;
  }

  const reply = (sessionId: string, message: string) =>
    app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message, clientId: `agent-${Date.now()}-${Math.random()}` });

  it("answers Meta's verification challenge with the verify token, and refuses another token", async () => {
    const query = (token: string) =>
      `/api/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await app.http().get(query(stub.verifyToken)).expect(200);
    expect(ok.text).toBe('1158201444');
    await app.http().get(query('guessed')).expect(403);
  });

  it('puts a text and an image from +60 12-345 6789 live in the inbox, under the customer who gave 0123456789 at checkout, with their orders', async () => {
    const email = uniqueEmail('wa-buyer');
    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }],
          privacyConsent: true,
          customerInfo: { name: 'Nurul Checkout', email, whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    const socket = await agentSocket();

    // WhatsApp names the sender by its wa_id: +60 12-345 6789 is 60123456789.
    const textHeard = nextAgentMessage(socket, (m) => m.message === 'Salam, my code?', 10_000);
    await post(textWebhook('60123456789', 'Salam, my code?')).expect(200);
    const text = await textHeard;
    expect(text.senderType).toBe('customer');
    expect(text.session).toMatchObject({
      channel: 'whatsapp',
      contactPhone: '+60123456789',
      customerName: 'Nurul Checkout',
      customerEmail: email,
      orderId,
    });
    expect(Date.parse(text.session.replyWindowEndsAt ?? '')).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const png = tinyPng(16, 16, [200, 30, 30]);
    const mediaId = stub.addMedia(png, 'image/png');
    const sha256 = createHash('sha256').update(png).digest('hex');
    const imageHeard = nextAgentMessage(socket, (m) => m.sessionId === text.sessionId && Boolean(m.attachment), 10_000);
    await post(mediaWebhook('60123456789', 'image', { id: mediaId, mimeType: 'image/png', sha256 })).expect(200);
    const image = (await imageHeard) as AgentChatMessageView;
    expect(image.message).toBe('Sent a photo');
    // The same attachment as a file sent in the web chat: checked, re-encoded, with a preview and signed links.
    expect(image.attachment).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 16, height: 16 });
    expect(image.attachment?.thumbnailUrl).toMatch(/^\/api\/chat\/attachments\/.+\/thumb\?expires=/);
    const file = await app
      .http()
      .get(image.attachment?.url ?? '')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    const { data: pixel } = await sharp(file.body as Buffer)
      .extract({ left: 8, top: 8, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...pixel.subarray(0, 3)]).toEqual([200, 30, 30]);
    // Without its signature the link opens nothing.
    await app
      .http()
      .get((image.attachment?.url ?? '').replace(/signature=[^&]+/, 'signature=forged'))
      .expect((res) => expect([403, 404]).toContain(res.status));

    const orders = (
      await app.http().get(`/api/admin/chat/sessions/${text.sessionId}/orders`).set(bearer(admin)).expect(200)
    ).body as ChatCustomerOrders;
    expect(orders.orders.map((match) => match.order.orderId)).toContain(orderId);
  });

  it('keeps no file that lies about its type, and tells the agent why', async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    const socket = await agentSocket();
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);
    const mediaId = stub.addMedia(program, 'application/pdf');
    const sha256 = createHash('sha256').update(program).digest('hex');
    const heard = nextAgentMessage(socket, (m) => m.sessionId === sessionId && m.message.startsWith('Sent a document'));
    const payload = mediaWebhook(from, 'document', {
      id: mediaId,
      mimeType: 'application/pdf',
      sha256,
      filename: 'invoice.pdf',
    });
    await post(payload).expect(200);
    const message = await heard;
    expect(message.attachment ?? null).toBeNull();
    expect(message.message).toBe(
      'Sent a document: invoice.pdf (the file was not kept: Only pictures (JPEG, PNG, WebP or HEIC) and PDF documents can be sent in chat.)',
    );
    await post(payload).expect(200);
    const stored = (await messagesOf(sessionId)).filter((m) => m.message.startsWith('Sent a document'));
    expect(stored).toHaveLength(1);
  });

  it('stores a webhook delivered twice once, and announces it once', async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    const socket = await agentSocket();
    const payload = textWebhook(from, 'Only once please');
    const heard: string[] = [];
    socket.on('chat:messages', ({ messages }: { messages: ChatMessageView[] }) =>
      messages.forEach((m) => heard.push(m.message)),
    );
    await post(payload).expect(200);
    await post(payload).expect(200);
    await Promise.all([post(payload).expect(200), post(payload).expect(200)]);
    await eventually(() => heard.includes('Only once please'));
    await keepsHolding(() => expect(heard.filter((m) => m === 'Only once please')).toHaveLength(1), { forMs: 1000 });
    const stored = (await messagesOf(sessionId)).filter((m) => m.message === 'Only once please');
    expect(stored).toHaveLength(1);
  });

  it('refuses a wrongly signed webhook with 403 and stores nothing', async () => {
    const from = freshNumber();
    const payload = textWebhook(from, 'Forged');
    const forged = await post(payload, 'not-the-app-secret').expect(403);
    expect(forged.body.message).toBe('The webhook signature does not match');
    // The right signature of other bytes (a re-serialised body) is no proof either.
    const { signature } = signWebhook(payload, stub.appSecret);
    await app
      .http()
      .post('/api/channels/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signature)
      .send(JSON.stringify(payload, null, 2))
      .expect(403);
    await app.http().post('/api/channels/whatsapp/webhook').send(payload).expect(403);
    const rows = await db.query(`SELECT count(*)::int AS n FROM chat_sessions WHERE contact_phone = $1`, [`+${from}`]);
    expect(rows[0].n).toBe(0);
  });

  it("sends an agent's reply to WhatsApp once, and shows WhatsApp's delivered and read as ticks", async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    const socket = await agentSocket();
    const statuses: ChatMessageStatus[] = [];
    socket.on('chat:message-status', (status: ChatMessageStatus) => statuses.push(status));
    const sendsOf = (id: string) => stub.sent.filter((s) => s.biz_opaque_callback_data === id);

    const sent = await reply(sessionId, 'Your code is on its way').expect(201);
    const messageId = (sent.body.chatMessage as ChatMessageView).id;
    const taken = await eventually(() => stub.sent.find((s) => s.biz_opaque_callback_data === messageId));
    expect(taken).toMatchObject({ to: from, type: 'text', text: { body: 'Your code is on its way' } });
    await eventually(() => statuses.some((s) => s.messageId === messageId && s.delivery.status === 'sent'));

    await post(statusWebhook(taken.id, 'delivered', from, messageId)).expect(200);
    await post(statusWebhook(taken.id, 'read', from, messageId)).expect(200);
    // Late and repeated statuses do not move it back.
    await post(statusWebhook(taken.id, 'delivered', from, messageId)).expect(200);
    await eventually(() => statuses.some((s) => s.messageId === messageId && s.delivery.status === 'read'));
    const shown = (await messagesOf(sessionId)).find((m) => m.id === messageId);
    expect(shown?.channelDelivery).toEqual({ status: 'read', error: null });
    await keepsHolding(() => expect(sendsOf(messageId)).toHaveLength(1), { forMs: 1000 });
  });

  it('reaches WhatsApp exactly once when the sender dies during the send, and the statuses still settle it', async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    // WhatsApp takes the message but the answer never comes back: the sending worker died mid-request.
    stub.dropNextAnswer((send) => send.text?.body === 'Sent while the worker dies');
    const sent = await reply(sessionId, 'Sent while the worker dies').expect(201);
    const messageId = (sent.body.chatMessage as ChatMessageView).id;
    const sendsOf = () => stub.sent.filter((s) => s.biz_opaque_callback_data === messageId);
    await eventually(
      async () => (await messagesOf(sessionId)).find((m) => m.id === messageId)?.channelDelivery?.status,
      {
        until: (status) => status === 'failed',
      },
    );
    expect(sendsOf()).toHaveLength(1);

    // The job taken over after the crash, and the minute's sweep: neither sends it again.
    const sender = app.app.get(WhatsappSender);
    await expect(sender.send(messageId, false)).resolves.toBe('not-pending');
    await sender.sweep();
    await keepsHolding(() => expect(sendsOf()).toHaveLength(1), { forMs: 1500 });
    const failed = (await messagesOf(sessionId)).find((m) => m.id === messageId);
    expect(failed?.channelDelivery?.error).toMatch(/Not known whether WhatsApp received it/);

    // WhatsApp's statuses carry the shop's own id: the message is found and shows as delivered.
    const wamid = sendsOf()[0]?.id ?? '';
    await post(statusWebhook(wamid, 'delivered', from, messageId)).expect(200);
    const settled = (await messagesOf(sessionId)).find((m) => m.id === messageId);
    expect(settled?.channelDelivery).toEqual({ status: 'delivered', error: null });
  });

  it('a send claimed by a worker that died before its request is never sent by the retry, and says so', async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    const sender = app.app.get(WhatsappSender);
    const inbox = app.app.get(ChatChannelInbox);
    // Stop the live sender from taking it first: write the reply as the inbox does, then claim it as the dead worker did.
    const queue = jest.spyOn(sender, 'queue').mockResolvedValue();
    const sent = await reply(sessionId, 'Claimed, then the worker died').expect(201);
    queue.mockRestore();
    const messageId = (sent.body.chatMessage as ChatMessageView).id;
    const claim = await inbox.claimSend(messageId);
    expect(typeof claim).toBe('object');
    await expect(sender.send(messageId, false)).resolves.toBe('interrupted');
    await keepsHolding(
      () => expect(stub.sent.filter((s) => s.biz_opaque_callback_data === messageId)).toHaveLength(0),
      { forMs: 1000 },
    );
    const shown = (await messagesOf(sessionId)).find((m) => m.id === messageId);
    expect(shown?.channelDelivery?.status).toBe('failed');
  });

  it("shows Meta's reason when WhatsApp refuses a message", async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    stub.refuseNext(
      400,
      { message: '(#131030) Recipient phone number not in allowed list', code: 131030 },
      (send) => send.text?.body === 'Refused one',
    );
    const sent = await reply(sessionId, 'Refused one').expect(201);
    const messageId = (sent.body.chatMessage as ChatMessageView).id;
    const delivery = await eventually(
      async () => (await messagesOf(sessionId)).find((m) => m.id === messageId)?.channelDelivery,
      { until: (d) => d?.status === 'failed' },
    );
    expect(delivery?.error).toContain('Recipient phone number not in allowed list');
  });

  it('after 24 hours without a customer message, free text is refused with a reason', async () => {
    const from = freshNumber();
    const sessionId = await conversation(from);
    await db.query(`UPDATE chat_sessions SET reply_window_ends_at = now() - interval '1 minute' WHERE id = $1`, [
      sessionId,
    ]);
    const refused = await reply(sessionId, 'Too late').expect(409);
    expect(refused.body.message).toMatch(/24 hours/);
    // The customer writes again: the window opens again.
    await post(textWebhook(from, 'Still there?')).expect(200);
    await reply(sessionId, 'Yes!').expect(201);
  });

  it("answers on WhatsApp with the shop's auto-replies, and keeps the customer's text as typed", async () => {
    const socket = await agentSocket();
    const from = freshNumber();
    const auto = nextAgentMessage(
      socket,
      (m) => m.session.contactPhone === `+${from}` && m.senderType === 'auto',
      15_000,
    );
    await post(textWebhook(from, '<script>alert(1)</script> hello')).expect(200);
    const reply = await auto;
    const delivered = await eventually(() => stub.sent.find((s) => s.biz_opaque_callback_data === reply.id));
    expect(delivered).toMatchObject({ to: from, type: 'text', text: { body: reply.message } });
    const rows = await db.query(
      `SELECT m.message, s.visitor_id, s.customer_id FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.contact_phone = $1 AND m.sender_type = 'customer'`,
      [`+${from}`],
    );
    expect(rows[0]).toMatchObject({ message: '<script>alert(1)</script> hello', visitor_id: null, customer_id: null });
  });

  it('Settings → WhatsApp: keys are write-only (set / not set, the environment wins), template names checked, a test message sent', async () => {
    const saved = await app
      .http()
      .put('/api/admin/channels/whatsapp/settings')
      .set(bearer(admin))
      .send({
        keys: { token: 'settings-token-never-shown', appSecret: 'settings-secret-never-shown' },
        templates: { paymentReceived: 'payment_received_v2', codeDelivered: 'code_delivered' },
        templateLanguage: 'ms',
      })
      .expect(200);
    const text = JSON.stringify(saved.body);
    expect(text).not.toContain('never-shown');
    expect(text).not.toContain(stub.token);
    expect(saved.body).toMatchObject({
      keys: { token: { set: true, source: 'env' }, appSecret: { set: true, source: 'env' } },
      templates: { paymentReceived: 'payment_received_v2', codeDelivered: 'code_delivered', rentalEnding: '' },
      templateLanguage: 'ms',
      canSend: true,
      canReceive: true,
    });
    expect(saved.body.webhookUrl).toMatch(/\/api\/channels\/whatsapp\/webhook$/);
    const stored = await db.query(`SELECT secrets FROM whatsapp_settings WHERE id = 1`);
    expect(String(stored[0].secrets)).not.toContain('never-shown');

    const refused = await app
      .http()
      .put('/api/admin/channels/whatsapp/settings')
      .set(bearer(admin))
      .send({ templates: { rentalEnding: 'Rental Ending!' } })
      .expect(400);
    expect(refused.body.message).toMatch(/not a WhatsApp template name/);

    const tested = await app
      .http()
      .post('/api/admin/channels/whatsapp/test')
      .set(bearer(admin))
      .send({ to: '+60 12-345 6789' })
      .expect(200);
    expect(tested.body.ok).toBe(true);
    expect(stub.sent.find((s) => s.id === tested.body.detail)).toMatchObject({
      to: '60123456789',
      type: 'template',
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });
    await app.http().post('/api/admin/channels/whatsapp/test').set(bearer(admin)).send({ to: '12' }).expect(400);
  });

  describe('order updates on WhatsApp (opt-in at checkout)', () => {
    const order = async (whatsappUpdates: boolean, whatsapp: string) => {
      const placed = await app
        .http()
        .post('/api/orders')
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }],
            privacyConsent: true,
            customerInfo: { name: 'Opt In', email: uniqueEmail('wa-updates'), whatsapp, whatsappUpdates },
          }),
        )
        .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
        .expect(201);
      return placed.body.orderId as string;
    };
    const paid = (orderId: string) =>
      app.http().put(`/api/admin/orders/${orderId}/payment`).set(bearer(admin)).send({ paymentStatus: 'paid' });
    const templatesTo = (to: string) => stub.sent.filter((s) => s.type === 'template' && s.to === to);

    beforeAll(async () => {
      await app
        .http()
        .put('/api/admin/channels/whatsapp/settings')
        .set(bearer(admin))
        .send({
          templates: { paymentReceived: 'order_paid', codeDelivered: 'code_ready', rentalEnding: 'rental_ending' },
        })
        .expect(200);
    });

    it('sends the payment-received template once to a customer who opted in, even when the job runs again', async () => {
      const number = freshNumber();
      const orderId = await order(true, `+${number}`);
      await paid(orderId).expect(200);
      const sent = await eventually(() => templatesTo(number)[0]);
      expect(sent.template).toMatchObject({ name: 'order_paid', language: { code: 'ms' } });
      // The template carries the order page's link, never a code.
      expect(JSON.stringify(sent.template?.components)).toContain(`/redeem/${orderId}`);
      const updates = app.app.get(WhatsappOrderUpdates);
      await expect(updates.send(orderId, 'paymentReceived')).resolves.toBe('already-sent');
      await keepsHolding(() => expect(templatesTo(number)).toHaveLength(1), { forMs: 1000 });
      await post(statusWebhook(sent.id, 'delivered', number)).expect(200);
      expect(await updates.ofOrder(orderId)).toEqual([
        expect.objectContaining({ event: 'paymentReceived', status: 'delivered', fellBackToEmail: false }),
      ]);
      // Meta reports out of order and more than once: read stays read, and a failure after delivery changes
      // nothing (no e-mail fallback for a message the customer has).
      await post(statusWebhook(sent.id, 'read', number)).expect(200);
      await post(statusWebhook(sent.id, 'delivered', number)).expect(200);
      await post(statusWebhook(sent.id, 'failed', number)).expect(200);
      expect(await updates.ofOrder(orderId)).toEqual([
        expect.objectContaining({ event: 'paymentReceived', status: 'read', fellBackToEmail: false, error: null }),
      ]);
    });

    it('never sends one to a customer who did not opt in', async () => {
      const number = freshNumber();
      const orderId = await order(false, `+${number}`);
      await paid(orderId).expect(200);
      await expect(app.app.get(WhatsappOrderUpdates).send(orderId, 'paymentReceived')).resolves.toBe('not-opted-in');
      await keepsHolding(() => expect(templatesTo(number)).toHaveLength(0), { forMs: 1500 });
    });

    it('falls back to one e-mail when WhatsApp refuses the template, and the order inspector shows it', async () => {
      const number = freshNumber();
      const orderId = await order(true, `+${number}`);
      stub.refuseNext(
        400,
        { message: '(#132001) Template name does not exist in the translation', code: 132001 },
        (send) => send.to === number,
      );
      await paid(orderId).expect(200);
      const updates = app.app.get(WhatsappOrderUpdates);
      const [failed] = await eventually(() => updates.ofOrder(orderId), {
        until: (rows) => rows[0]?.status === 'failed',
      });
      expect(failed).toMatchObject({
        fellBackToEmail: true,
        error: expect.stringContaining('Template name does not exist'),
      });
      const mails = await eventually(
        async () =>
          (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
            subject: string;
          }[],
        { until: (list) => list.some((mail) => mail.subject.includes(orderId) && /update/i.test(mail.subject)) },
      );
      expect(mails.filter((mail) => /An update on your order/.test(mail.subject))).toHaveLength(1);
      const inspection = await app
        .http()
        .get(`/api/admin/tools/orders/${orderId}/inspection`)
        .set(bearer(admin))
        .expect(200);
      expect(inspection.body.whatsappUpdates).toEqual([
        expect.objectContaining({ event: 'paymentReceived', status: 'failed', fellBackToEmail: true }),
      ]);
    });
  });
});
