import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type {
  AckResponse,
  AutoReplyRuleView,
  ChatJoined,
  ChatMessageView,
  ChatSessionView,
  QuickReplyView,
} from '@kedai/contracts';
import { Languages1795900000000 } from '../../migrations/1795900000000-Languages';
import { MailTransport } from '../../backend/src/core/mail/mail-transport';
import { SEED_QUICK_REPLIES, SEED_RULES } from '../../backend/src/modules/chat/rules/chat-seed.data';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { nextAgentMessage } from '../support/agent-messages';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually, nextEvent } from '../support/wait';

/** A subject as the reader sees it: RFC 2047 encoded words (how non-ASCII subjects travel) decoded. */
function decodedSubject(subject: string): string {
  return subject
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

/** The customer's copy of the session's next auto-reply. */
function nextAutoReply(socket: Socket, sessionId: string, timeoutMs = 8000): Promise<ChatMessageView> {
  return nextEvent<ChatMessageView>(socket, 'chat:message', {
    where: (message) => message.senderType === 'auto' && message.sessionId === sessionId,
    timeoutMs,
  });
}

/**
 * Speaking the customer's language (issue 19): the order's e-mails in the language it was placed in, the
 * customer's language on the profile, and chat auto-replies in the language the customer writes in.
 */
describe('languages: e-mails, profile and chat auto-replies in the customer’s language', () => {
  let app: TestApp;
  let admin: string;
  let smtp: TestSmtpServer;
  let db: DataSource;
  const sockets: Socket[] = [];
  const tag = randomUUID().slice(0, 6);
  const productCode = `LG-${tag.toUpperCase()}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp();
    app.app.get(MailTransport).use(smtp.url);
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    await app.app.get(ProductsService).create({
      productCode,
      title: `Kamera ${tag}`,
      price: 25,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(admin))
      .send({ autoReplyEnabled: true, responseDelaySeconds: 1 })
      .expect(200);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    app.app.get(MailTransport).use(null);
    await app.close();
    await smtp.close();
  });

  const checkout = (orderData: Record<string, unknown>, token?: string) => {
    const call = app.http().post('/api/orders');
    if (token) call.set(bearer(token));
    return call
      .field('orderData', JSON.stringify({ items: [{ productCode, quantity: 1 }], ...orderData }))
      .attach('receipt', tinyPng(8, 8, [Math.floor(Math.random() * 255), 7, 9]), {
        filename: 'resit.png',
        contentType: 'image/png',
      });
  };

  const mailTo = (email: string, subject: string) =>
    eventually(() => smtp.received.find((one) => one.to.includes(email) && decodedSubject(one.subject) === subject), {
      until: (found) => found !== undefined,
      timeoutMs: 20_000,
    }) as Promise<ReceivedMail>;

  const ordersOf = async (email: string) =>
    (
      await db.query<{ order_id: string; language: string }[]>(
        `SELECT order_id, language FROM orders WHERE customer_email = $1`,
        [email],
      )
    ).map((row) => ({ orderId: row.order_id, language: row.language }));

  describe('orders', () => {
    it('writes the order-received e-mail in Malay for an order placed in Malay', async () => {
      const email = `pembeli.${tag}@example.com`;
      const placed = await checkout({
        privacyConsent: true,
        customerInfo: { name: 'Siti', email, whatsapp: '012-345 6789' },
        language: 'ms',
      }).expect(201);
      const orderId = placed.body.orderId as string;
      expect(await ordersOf(email)).toEqual([{ orderId, language: 'ms' }]);

      const received = await mailTo(email, `Kami telah menerima pesanan anda ${orderId}`);
      expect(received.text).toContain('Terima kasih atas pesanan anda');
      expect(received.text).toContain('Hai Siti,');
      expect(received.text).toMatch(/yang dibuat pada .+ \(waktu Malaysia\)\./);
      expect(received.text).toContain(`Pesanan ${orderId}\n- Kamera ${tag} x 1: RM25.00\nJumlah: RM25.00`);
      expect(received.text).toMatch(new RegExp(`Lihat pesanan anda: https?://[^\\s/]+/redeem/${orderId}`));
      expect(received.text).not.toContain('Thank you for your order');
      expect(received.html).toContain('<html lang="ms">');
      expect(received.html).toContain('Kuantiti');
    });

    it('refuses a language the shop does not speak, with a readable message, and writes no order', async () => {
      const email = `bad.language.${tag}@example.com`;
      const refused = await checkout({
        privacyConsent: true,
        customerInfo: { name: 'Siti', email, whatsapp: '012-345 6789' },
        language: 'fr',
      }).expect(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'validation_failed',
        message: 'language must be one of: en, ms, zh-Hans',
      });
      expect(await ordersOf(email)).toEqual([]);
    });

    it('an order without a language is English for a guest', async () => {
      const email = `guest.${tag}@example.com`;
      const placed = await checkout({
        privacyConsent: true,
        customerInfo: { name: 'Ana', email, whatsapp: '012-345 6789' },
      }).expect(201);
      expect(await ordersOf(email)).toEqual([{ orderId: placed.body.orderId, language: 'en' }]);
    });
  });

  describe('the customer’s profile', () => {
    it('keeps the chosen language, and a signed-in customer’s order without one is written in it', async () => {
      const customer = await registerUser(app, 'Mei Ling');
      const me = async () =>
        (await app.http().get('/api/auth/me').set(bearer(customer.token)).expect(200)).body.user as {
          language: string;
          name: string;
        };
      expect((await me()).language).toBe('en');

      const updated = await app
        .http()
        .put('/api/auth/me')
        .set(bearer(customer.token))
        .send({ language: 'zh-Hans' })
        .expect(200);
      expect(updated.body.user).toMatchObject({ language: 'zh-Hans', name: 'Mei Ling' });
      expect(await me()).toMatchObject({ language: 'zh-Hans', name: 'Mei Ling' });

      const refused = await app
        .http()
        .put('/api/auth/me')
        .set(bearer(customer.token))
        .send({ language: 'zh' })
        .expect(400);
      expect(refused.body.message).toBe('language must be one of: en, ms, zh-Hans');
      expect((await me()).language).toBe('zh-Hans');

      const placed = await checkout(
        { privacyConsent: true, customerInfo: { name: 'Mei Ling', email: customer.email, whatsapp: '012-345 6789' } },
        customer.token,
      ).expect(201);
      const orderId = placed.body.orderId as string;
      const received = await mailTo(customer.email, `我们已收到您的订单 ${orderId}`);
      expect(received.text).toContain('Mei Ling，您好！');
      expect(received.text).toContain('合计：RM25.00');
    });
  });

  describe('account e-mails', () => {
    const outboxOf = async (email: string) =>
      (await app.http().get(`/api/admin/outbox?relatedId=${email}`).set(bearer(admin)).expect(200)).body as {
        subject: string;
        textBody: string;
      }[];

    it('registers in the storefront’s language: the link, the account and its password reset are Malay', async () => {
      const email = `daftar.${tag}@example.com`;
      await app
        .http()
        .post('/api/auth/register')
        .send({ privacyConsent: true, name: 'Aisyah', email, password: 'correct horse battery', language: 'ms' })
        .expect(202);
      const [confirm] = await outboxOf(email);
      expect(confirm.subject).toBe('Sahkan e-mel anda untuk melengkapkan pendaftaran akaun Kedai anda');
      const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(confirm.textBody)?.[1];
      const confirmed = await app.http().post('/api/auth/confirm-email').send({ token }).expect(200);
      expect(confirmed.body.user).toMatchObject({ email, language: 'ms' });

      await app.http().post('/api/auth/password-reset').send({ email }).expect(202);
      const [reset] = await outboxOf(email);
      expect(reset.subject).toBe('Set semula kata laluan Kedai anda');
      expect(reset.textBody).toContain('Hai Aisyah,');
    });
  });

  describe('the order lookup code', () => {
    const codeMails = async (email: string) =>
      (
        (await app.http().get(`/api/admin/outbox?relatedId=${email}`).set(bearer(admin)).expect(200)).body as {
          subject: string;
          textBody: string;
        }[]
      ).filter((mail) => /\d{6}/.test(mail.textBody));

    it('is written in the language the visitor reads the shop in, else their latest order’s', async () => {
      const email = `semak.${tag}@example.com`;
      await checkout({
        privacyConsent: true,
        customerInfo: { name: 'Siti', email, whatsapp: '012-345 6789' },
        language: 'ms',
      }).expect(201);

      await app.http().post('/api/orders/customer/verify').send({ email }).expect(200);
      let mails = await eventually(() => codeMails(email), { until: (found) => found.length === 1, timeoutMs: 20_000 });
      expect(mails[0].subject).toBe('Kod semakan pesanan Kedai anda');
      expect(mails[0].textBody).toMatch(/Kod anda ialah \d{6}\. Ia sah selama 10 minit\./);

      await app.http().post('/api/orders/customer/verify').send({ email, language: 'zh-Hans' }).expect(200);
      mails = await eventually(() => codeMails(email), { until: (found) => found.length === 2, timeoutMs: 20_000 });
      expect(mails.map((mail) => mail.subject)).toContain('您的 Kedai 订单查询验证码');
      const refused = await app.http().post('/api/orders/customer/verify').send({ email, language: 'xx' }).expect(400);
      expect(refused.body.message).toBe('language must be one of: en, ms, zh-Hans');
    });
  });

  describe('chat', () => {
    async function guestInChat(join: Record<string, unknown> = {}) {
      const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
      const socket = await connectSocket(app, visitor.body.token as string);
      sockets.push(socket);
      const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: `Guest ${tag}`, ...join });
      return { socket, sessionId: joined.session.id, joined };
    }

    async function agentSocket() {
      const socket = await connectSocket(app, admin);
      sockets.push(socket);
      return socket;
    }

    const inboxSession = async (sessionId: string) => {
      const listed = await app.http().get('/api/admin/chat/sessions').set(bearer(admin)).expect(200);
      return (listed.body.sessions as ChatSessionView[]).find((session) => session.id === sessionId);
    };

    it('answers a Chinese message with the Chinese text of the keyword rule, and agents see the session in Chinese', async () => {
      const { socket, sessionId, joined } = await guestInChat();
      expect(joined.session.language).toBe('en');
      const agent = await agentSocket();
      const agentCopy = nextAgentMessage(agent, (m) => m.senderType === 'auto' && m.sessionId === sessionId, 8000);
      const reply = nextAutoReply(socket, sessionId);
      const started = Date.now();
      const sent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
        sessionId,
        clientId: randomUUID(),
        message: '我的激活码在哪里',
        language: 'zh-Hans',
      });
      expect(sent.message.message).toBe('我的激活码在哪里');

      const answered = await reply;
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(answered.message).toMatch(/^关于激活码：请用您的订单号打开产品激活中心/);
      expect(answered.autoReplyInfo.isAutoGenerated).toBe(true);
      expect((await agentCopy).session.language).toBe('zh-Hans');

      expect(await inboxSession(sessionId)).toMatchObject({ id: sessionId, language: 'zh-Hans' });
      const detail = await askOk<ChatJoined>(agent, 'agent:join-session', { sessionId });
      expect(detail.session.language).toBe('zh-Hans');
    });

    it('answers "kod saya" written in Malay with the Malay reply', async () => {
      const { socket, sessionId } = await guestInChat();
      const reply = nextAutoReply(socket, sessionId);
      await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: 'kod saya', language: 'ms' });
      expect((await reply).message).toMatch(/^Untuk kod pengaktifan: buka Pusat Pengaktifan Produk/);
      expect(await inboxSession(sessionId)).toMatchObject({ language: 'ms' });
    });

    it('remembers the language a customer joins with, and follows a change back to English', async () => {
      const { socket, sessionId, joined } = await guestInChat({ language: 'ms' });
      expect(joined.session.language).toBe('ms');
      const reply = nextAutoReply(socket, sessionId);
      await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: 'where is my activation code' });
      expect((await reply).message).toMatch(/^Untuk kod pengaktifan/);

      const english = nextAutoReply(socket, sessionId);
      await askOk(socket, 'chat:send', {
        sessionId,
        clientId: randomUUID(),
        message: 'my activation code please',
        language: 'en',
      });
      expect((await english).message).toMatch(/^For activation codes: open the Product Activation Center/);

      // A join in another language, then a message in English again: the send path follows both.
      const rejoined = await askOk<ChatJoined>(socket, 'chat:join', { sessionId, language: 'zh-Hans' });
      expect(rejoined.session.language).toBe('zh-Hans');
      const englishAgain = nextAutoReply(socket, sessionId);
      await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: 'activation?', language: 'en' });
      expect((await englishAgain).message).toMatch(/^For activation codes/);
      const [row] = await db.query<{ language: string }[]>(`SELECT language FROM chat_sessions WHERE id = $1`, [
        sessionId,
      ]);
      expect(row.language).toBe('en');
    });

    it('refuses a language it does not speak on chat:send and the REST send', async () => {
      const { socket, sessionId } = await guestInChat();
      const response = (await socket
        .timeout(5000)
        .emitWithAck('chat:send', { sessionId, message: 'hello', language: 'de' })) as AckResponse<unknown>;
      expect(response).toEqual({
        ok: false,
        error: { code: 'invalid_language', message: 'language must be one of: en, ms, zh-Hans' },
      });
      const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
      const rest = await app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token as string))
        .send({ customerName: 'Rest', message: 'hello', language: 'de' })
        .expect(400);
      expect(rest.body.message).toBe('language must be one of: en, ms, zh-Hans');
    });

    /** A paid order of a new product whose guide configuration has `translations` of its response. */
    async function paidOrderWithGuide(translations: Record<string, string>) {
      const code = `LK-${randomUUID().slice(0, 6).toUpperCase()}`;
      await app.app.get(ProductsService).create({
        productCode: code,
        title: `Lensa ${code}`,
        price: 12,
        category: 'Apps (Camera & Filters)',
        stock: 10,
        options: [],
      });
      await app
        .http()
        .post('/api/admin/guide-configs')
        .set(bearer(admin))
        .send({
          product: `Lensa ${code}`,
          keywords: [`lensa ${code}`],
          password: 'Pw-lensa-2042',
          response: 'Sign in on the Lensa app.',
          translations,
          productCode: code,
        })
        .expect(201);
      const placed = await checkout({
        items: [{ productCode: code, quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Siti', email: `lensa.${code.toLowerCase()}@example.com`, whatsapp: '012-345 6789' },
        language: 'ms',
      }).expect(201);
      const orderId = placed.body.orderId as string;
      await db.query(`UPDATE orders SET payment_status = 'paid', status = 'paid' WHERE order_id = $1`, [orderId]);
      return { code, orderId };
    }

    it('answers a product keyword in a Malay chat with the Malay text of the product’s response', async () => {
      const { code, orderId } = await paidOrderWithGuide({
        ms: 'Log masuk dalam aplikasi Lensa.',
        'zh-Hans': '登录 Lensa 应用。',
      });
      const { socket, sessionId } = await guestInChat({ orderId, language: 'ms' });
      const reply = nextAutoReply(socket, sessionId);
      await askOk(socket, 'chat:send', {
        sessionId,
        clientId: randomUUID(),
        message: `lensa ${code}?`,
        language: 'ms',
      });
      const answered = (await reply).message;
      expect(answered).toContain(`Butiran akaun untuk Lensa ${code} (pesanan ${orderId}):`);
      expect(answered).toContain('Kata laluan: Pw-lensa-2042');
      expect(answered).toMatch(/\n\nLog masuk dalam aplikasi Lensa\.$/);
      expect(answered).not.toContain('Sign in on the Lensa app.');
    });

    it('answers it with the English response when the product has no Malay text (Chinese gets its own)', async () => {
      const { code, orderId } = await paidOrderWithGuide({ 'zh-Hans': '登录 Lensa 应用。' });
      const answerIn = async (language: 'ms' | 'zh-Hans') => {
        const { socket, sessionId } = await guestInChat({ orderId, language });
        const reply = nextAutoReply(socket, sessionId);
        await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: `lensa ${code}?`, language });
        return (await reply).message;
      };
      const malay = await answerIn('ms');
      expect(malay).toContain('Kata laluan: Pw-lensa-2042');
      expect(malay).toMatch(/\n\nSign in on the Lensa app\.$/);
      const chinese = await answerIn('zh-Hans');
      expect(chinese).toContain('密码：Pw-lensa-2042');
      expect(chinese).toMatch(/\n\n登录 Lensa 应用。$/);
    });

    it('the REST send stores the language on the session it opens', async () => {
      const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
      const sent = await app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token as string))
        .send({ customerName: 'Rest', message: '你好', language: 'zh-Hans' })
        .expect(201);
      expect(sent.body.session).toMatchObject({ language: 'zh-Hans' });
    });
  });

  describe('translations of auto-reply rules and quick replies', () => {
    it('lists the seeded texts in Malay and Chinese, with the Chinese and Malay keywords', async () => {
      const rules = (await app.http().get('/api/admin/chat/auto-reply-rules').set(bearer(admin)).expect(200)).body
        .rules as AutoReplyRuleView[];
      const activation = rules.find((rule) => rule.name === 'Activation Code Help');
      expect(activation?.keywords).toEqual(expect.arrayContaining(['kod', '激活']));
      expect(rules.find((rule) => rule.name === 'Order Status')?.keywords).toEqual(
        expect.arrayContaining(['pesanan', '订单']),
      );
      expect(activation?.translations.ms).toMatch(/^Untuk kod pengaktifan/);
      expect(rules.find((rule) => rule.category === 'after_hours')?.translations['zh-Hans']).toContain('{nextOpen}');

      const replies = (await app.http().get('/api/admin/chat/quick-replies').set(bearer(admin)).expect(200)).body
        .quickReplies as QuickReplyView[];
      expect(replies.find((reply) => reply.title === 'Thanks for contacting')?.translations).toEqual({
        ms: 'Terima kasih kerana menghubungi kami!',
        'zh-Hans': '感谢您联系我们！',
      });
    });

    it('saves translations on a rule and a quick reply, and refuses keys or lengths it does not take', async () => {
      const created = await app
        .http()
        .post('/api/admin/chat/auto-reply-rules')
        .set(bearer(admin))
        .send({
          name: `Hours ${tag}`,
          keywords: [`waktu-${tag}`],
          response: 'We open at 10.',
          translations: { ms: ' Kami buka pukul 10. ', 'zh-Hans': '' },
          priority: 50,
        })
        .expect(201);
      expect(created.body.rule.translations).toEqual({ ms: 'Kami buka pukul 10.' });
      const ruleId = created.body.rule.id as string;
      const updated = await app
        .http()
        .put(`/api/admin/chat/auto-reply-rules/${ruleId}`)
        .set(bearer(admin))
        .send({ translations: { 'zh-Hans': '我们十点开门。' } })
        .expect(200);
      expect(updated.body.rule).toMatchObject({
        response: 'We open at 10.',
        translations: { 'zh-Hans': '我们十点开门。' },
      });
      const tested = await app
        .http()
        .post('/api/admin/chat/auto-reply-test')
        .set(bearer(admin))
        .send({ message: `waktu-${tag}?`, language: 'zh-Hans' })
        .expect(200);
      expect(tested.body).toMatchObject({ matched: true, reply: '我们十点开门。' });

      for (const translations of [{ fr: 'Nous ouvrons à 10h.' }, { ms: 'x'.repeat(2001) }, { ms: 42 }, ['ms']]) {
        const refused = await app
          .http()
          .put(`/api/admin/chat/auto-reply-rules/${ruleId}`)
          .set(bearer(admin))
          .send({ translations })
          .expect(400);
        expect(refused.body.message).toBe(
          'translations may only have the keys ms and zh-Hans, each a text of at most 2000 characters',
        );
      }
      await app.http().delete(`/api/admin/chat/auto-reply-rules/${ruleId}`).set(bearer(admin)).expect(204);

      const reply = await app
        .http()
        .post('/api/admin/chat/quick-replies')
        .set(bearer(admin))
        .send({ title: `Wait ${tag}`, content: 'One moment please.', translations: { ms: 'Sebentar ya.' } })
        .expect(201);
      expect(reply.body.quickReply.translations).toEqual({ ms: 'Sebentar ya.' });
      await app
        .http()
        .post('/api/admin/chat/quick-replies')
        .set(bearer(admin))
        .send({ title: `Bad ${tag}`, content: 'x', translations: { en: 'x' } })
        .expect(400);
    });

    // Last in this file: it takes the languages out of this run's database and puts them back.
    it('the migration gives a shop seeded before languages the same texts and keywords as a new shop', async () => {
      const runner = db.createQueryRunner();
      const migration = new Languages1795900000000();
      try {
        await runner.startTransaction();
        await migration.down(runner);
        await migration.up(runner);
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      } finally {
        await runner.release();
      }
      const rules = await db.query<{ name: string; response: string; keywords: string[]; translations: object }[]>(
        `SELECT name, response, keywords, translations FROM chat_auto_reply_rules`,
      );
      for (const seeded of SEED_RULES) {
        const rule = rules.find((row) => row.name === seeded.name && row.response === seeded.response);
        expect(rule).toBeDefined();
        expect(rule?.translations).toEqual(seeded.translations);
        expect(rule?.keywords).toEqual(expect.arrayContaining(seeded.keywords));
      }
      const replies = await db.query<{ title: string; translations: object }[]>(
        `SELECT title, translations FROM chat_quick_replies`,
      );
      for (const seeded of SEED_QUICK_REPLIES) {
        expect(replies.find((row) => row.title === seeded.title)?.translations).toEqual(seeded.translations);
      }
    });
  });
});
