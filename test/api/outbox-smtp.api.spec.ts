import { randomUUID } from 'node:crypto';
import type { AdminOrderView, OutboundEmailView } from '@kedai/contracts';
import { MailTransport } from '../../backend/src/core/mail/mail-transport';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/** The body of a received message, soft line breaks and =XX of quoted-printable undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The outbox against a real SMTP server (smtp-server from npm) that refuses one mailbox on purpose: a
 * delivered e-mail is `sent` and the server received it with absolute links; a refused one is `failed`
 * with the server's answer, which the order screens show too; Resend writes it again.
 */
describe('outbox against a real SMTP server', () => {
  let app: TestApp;
  let admin: string;
  let smtp: TestSmtpServer;
  let received: ReceivedMail[];
  let productCode: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    app = await startTestApp();
    app.app.get(MailTransport).use(smtp.url);
    admin = await loginAdmin(app);
    productCode = `SM-${randomUUID().slice(0, 6).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: 'SMTP test app',
      price: 15,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
  });
  afterAll(async () => {
    app.app.get(MailTransport).use(null);
    await app.close();
    await smtp.close();
  });

  async function placeOrder(email: string) {
    const response = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Mail Tester', email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(8, 8, [Math.floor(Math.random() * 255), 1, 2]), {
        filename: 'r.png',
        contentType: 'image/png',
      })
      .expect(201);
    return response.body.orderId as string;
  }

  const outboxFor = (orderId: string) =>
    app
      .http()
      .get(`/api/admin/outbox?relatedId=${orderId}`)
      .set(bearer(admin))
      .expect(200)
      .then((response) => response.body as OutboundEmailView[]);

  it('sends through SMTP: the server receives the e-mail with absolute links and Malaysia time; the status is sent, live', async () => {
    const email = `taker.${randomUUID().slice(0, 8)}@example.com`;
    const orderId = await placeOrder(email);
    const socket = await connectSocket(app, admin);
    try {
      const announced = new Promise<AdminOrderView>((resolve) => {
        socket.on('order:changed', (view: AdminOrderView) => {
          const subject = `Payment confirmed for order ${orderId}`;
          if (
            view.orderId === orderId &&
            view.emails?.some((one) => one.subject === subject && one.status === 'sent')
          ) {
            resolve(view);
          }
        });
      });
      await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(200);

      // Automatic order confirmation (on by default) sends the guide after these two; they are the ones checked.
      const confirmed = (mails: OutboundEmailView[]) =>
        mails.find((one) => one.subject === `Payment confirmed for order ${orderId}`);
      const mails = await eventually(() => outboxFor(orderId), {
        until: (all) =>
          all.length >= 2 && all.slice(-2).every((one) => one.status === 'sent') && confirmed(all)?.status === 'sent',
        timeoutMs: 15_000,
      });
      const mail = confirmed(mails);
      expect(mail).toMatchObject({ toAddress: email, status: 'sent', lastError: null, attempts: 1 });
      expect(mail?.sentAt).toEqual(expect.any(String));
      const message = received.find(
        (one) => one.to.includes(email) && one.raw.includes(`Subject: Payment confirmed for order ${orderId}`),
      );
      expect(message).toBeDefined();
      // Its Message-ID is the outbox row's: a resend after a crash between "accepted" and "sent" is the same e-mail.
      expect(message?.raw).toMatch(new RegExp(`^Message-ID: <${mail?.id}@[^>]+>\\r?$`, 'mi'));
      const body = decoded(message?.raw ?? '');
      expect(body).toContain(`Subject: Payment confirmed for order ${orderId}`);
      expect(body).toMatch(new RegExp(`https?://[^\\s/]+/redeem/${orderId}`));
      expect(body).toMatch(/on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) \(Malaysia time\)/);
      // The order-received e-mail, written with the order, links to replacing the receipt (works for a guest).
      const receivedMail = received.find(
        (one) => one.to.includes(email) && one.raw.includes(`Subject: We received your order ${orderId}`),
      );
      expect(decoded(receivedMail?.raw ?? '')).toMatch(
        new RegExp(`https?://[^\\s/]+/upload-receipt\\?orderId=${orderId}`),
      );
      // The orders screen is told the e-mail went out, without a reload.
      expect((await announced).emails).toContainEqual(
        expect.objectContaining({ status: 'sent', subject: mail?.subject }),
      );
    } finally {
      socket.close();
    }
  });

  it('a mailbox the server refuses: failed with the SMTP error, shown on the order; Resend writes it again', async () => {
    const email = `bounce.${randomUUID().slice(0, 8)}@example.com`;
    const orderId = await placeOrder(email);
    await app
      .http()
      .post(`/api/admin/receipts/${orderId}/reject`)
      .set(bearer(admin))
      .send({ reason: 'Blurry photo' })
      .expect(200);
    const [mail] = await eventually(() => outboxFor(orderId), {
      until: (mails) => mails[0]?.status === 'failed',
      timeoutMs: 15_000,
    });
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(mail.lastError).toMatch(/550/);
    expect(received.some((one) => one.to.includes(email))).toBe(false);

    const order = await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200);
    expect((order.body as AdminOrderView).emails?.[0]).toMatchObject({ status: 'failed', lastError: mail.lastError });

    const failedOnly = await app
      .http()
      .get(`/api/admin/outbox?status=failed&search=${email}`)
      .set(bearer(admin))
      .expect(200);
    // The order-received e-mail to that mailbox failed too; nothing else is listed.
    expect((failedOnly.body as OutboundEmailView[]).map((one) => one.subject).sort()).toEqual(
      [mail.subject, `We received your order ${orderId}`].sort(),
    );

    const resent = await app.http().post(`/api/admin/outbox/${mail.id}/resend`).set(bearer(admin)).expect(201);
    expect(resent.body).toMatchObject({ toAddress: email, subject: mail.subject, status: 'queued' });
    const after = await eventually(() => outboxFor(orderId), {
      until: (mails) => mails.length === 3 && mails.every((one) => one.status === 'failed'),
      timeoutMs: 15_000,
    });
    expect(after.map((one) => one.status)).toEqual(['failed', 'failed', 'failed']);
    expect(after[0].subject).toBe(mail.subject);
    await app.http().post(`/api/admin/outbox/${randomUUID()}/resend`).set(bearer(admin)).expect(404);
  });

  it('the outbox is for admins only', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/outbox').set(bearer(customer.token)).expect(403);
    await app.http().post(`/api/admin/outbox/${randomUUID()}/resend`).set(bearer(customer.token)).expect(403);
  });
});
