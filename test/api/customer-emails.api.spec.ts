import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderDetail, OutboundEmailView } from '@kedai/contracts';
import { MailTransport } from '../../backend/src/core/mail/mail-transport';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { RentalReminders } from '../../backend/src/modules/fulfilment/services/rental-reminders.service';
import { SweeperService } from '../../backend/src/modules/fulfilment/services/sweeper.service';
import { tinyPng } from '../support/files';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';

/** "24 Nov 2026, 4:01 pm" in Kuala Lumpur, as the e-mails write it (computed here by Intl, independently). */
const malaysiaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuala_Lumpur',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12', // hour12: true would write noon as "0:02 pm" in en-GB
  }).format(new Date(iso));

/**
 * The e-mails customers receive (issue 17), read from a real SMTP server: HTML and plain-text parts of the one
 * layout, absolute links, Malaysia time, the order summary in RM, everything escaped in the HTML, a guest link
 * that opens the order without a login, and the rental reminder sent once however often the sweep runs.
 */
describe('customer e-mails through a real SMTP server', () => {
  let app: TestApp;
  let admin: string;
  let smtp: TestSmtpServer;
  let db: DataSource;
  const tag = randomUUID().slice(0, 6);
  const appTitle = `Cam <script>alert("x")</script> ${tag}`;
  const appCode = `CE-${tag.toUpperCase()}`;
  const gameCode = `CG-${tag.toUpperCase()}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp();
    app.app.get(MailTransport).use(smtp.url);
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    const products = app.app.get(ProductsService);
    await products.create({
      productCode: appCode,
      title: appTitle,
      price: 1234.5,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
    await products.create({
      productCode: gameCode,
      title: `Mail rental game ${tag}`,
      price: 5,
      category: 'Steam Games',
      stock: 100,
      options: [{ name: 'Duration', choices: [{ label: '3 Hours', value: '3_hours', price: 5 }] }],
    });
  });
  afterAll(async () => {
    app.app.get(MailTransport).use(null);
    await app.close();
    await smtp.close();
  });

  async function placeOrder(email: string, item: { productCode: string; option?: string }) {
    const response = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ ...item, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Nur <Guest>', email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(8, 8, [Math.floor(Math.random() * 255), 3, 4]), {
        filename: 'r.png',
        contentType: 'image/png',
      })
      .expect(201);
    return response.body as { orderId: string; createdAt: string };
  }

  const mailTo = (email: string, subject: string) =>
    eventually(() => smtp.received.find((one) => one.to.includes(email) && one.subject === subject), {
      until: (found) => found !== undefined,
      timeoutMs: 20_000,
    }) as Promise<ReceivedMail>;

  const outboxFor = async (orderId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];

  it('order received and payment verified: HTML and text, absolute links, Malaysia time, summary, escaped HTML', async () => {
    const email = `buyer.${tag}@example.com`;
    const { orderId, createdAt } = await placeOrder(email, { productCode: appCode });
    const received = await mailTo(email, `We received your order ${orderId}`);

    expect(received.html).toMatch(/^<!DOCTYPE html>/);
    expect(received.text.length).toBeGreaterThan(0);
    // The product name with a script tag is shown, escaped, in the HTML; the text part has it as written.
    expect(received.html).toContain('Cam &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(received.html).not.toContain('<script');
    expect(received.html).toContain('Hi Nur &lt;Guest&gt;,');
    expect(received.text).toContain(`- ${appTitle} x 1: RM1,234.50\nTotal: RM1,234.50`);
    expect(received.html).toContain('RM1,234.50');
    // Malaysia time, as a person reads it.
    expect(received.text).toContain(`placed on ${malaysiaTime(createdAt)} (Malaysia time)`);
    // Absolute links in both parts: the order's own page and the receipt upload.
    const orderLink = new RegExp(`https?://[^\\s/"]+/redeem/${orderId}`);
    expect(received.text).toMatch(orderLink);
    expect(received.html).toMatch(new RegExp(`href="https?://[^"/]+/redeem/${orderId}"`));
    expect(received.text).toMatch(new RegExp(`https?://[^\\s/]+/upload-receipt\\?orderId=${orderId}`));
    expect(received.html).not.toMatch(/href="\//);

    // The guest link opens the order with no login: the page's API answers 200 with the order.
    const link = new URL(orderLink.exec(received.text)![0]);
    const guest = await app.http().get(`/api/orders${link.pathname}`).expect(200);
    expect(guest.body).toMatchObject({ orderId, items: [{ name: appTitle, quantity: 1 }] });

    await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(200);
    const verified = await mailTo(email, `Payment confirmed for order ${orderId}`);
    expect(verified.text).toContain('confirmed your payment of RM1,234.50 on ');
    expect(verified.text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) \(Malaysia time\)/);
    expect(verified.html).toMatch(new RegExp(`href="https?://[^"/]+/redeem/${orderId}"`));
    expect(verified.html).not.toContain('<script');
  });

  it('payment rejected: the reason (escaped) and an absolute link to upload a new receipt', async () => {
    const email = `rejected.${tag}@example.com`;
    const { orderId } = await placeOrder(email, { productCode: appCode });
    await app
      .http()
      .post(`/api/admin/receipts/${orderId}/reject`)
      .set(bearer(admin))
      .send({ reason: 'Amount <RM10> does not match' })
      .expect(200);
    const rejected = await mailTo(email, `Please upload a new payment receipt for order ${orderId}`);
    expect(rejected.text).toContain('Reason: Amount <RM10> does not match');
    expect(rejected.html).toContain('Reason: Amount &lt;RM10&gt; does not match');
    expect(rejected.html).toMatch(new RegExp(`href="https?://[^"/]+/upload-receipt\\?orderId=${orderId}"`));
  });

  it('rental ending soon is e-mailed once however often the sweep runs; rental ended follows', async () => {
    const email = `renter.${tag}@example.com`;
    await app
      .http()
      .post('/api/admin/rental-accounts')
      .set(bearer(admin))
      .send({ productCode: gameCode, gameName: `Game ${tag}`, username: `user_${tag}`, password: 'pw-1234!' })
      .expect(201);
    const { orderId } = await placeOrder(email, { productCode: gameCode, option: '3_hours' });
    await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(200);
    const detail = async () =>
      (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body as AdminOrderDetail;
    // Automatic order confirmation (on by default): the verified payment runs GUIDE and ACTIVATE as jobs by itself.
    await eventually(detail, { until: (order) => order.status === 'shipped', timeoutMs: 20_000 });
    const delivered = await mailTo(email, `Your activation details for order ${orderId}`);
    expect(delivered.html).toMatch(new RegExp(`href="https?://[^"/]+/redeem/${orderId}"`));

    // Not yet within 30 minutes of its end: nothing.
    await app.app.get(RentalReminders).sendDue();
    const endingSoon = `Your rental of Game ${tag} ends soon`;
    expect((await outboxFor(orderId)).filter((mail) => mail.subject === endingSoon)).toHaveLength(0);

    const [rental] = await db.query<{ id: string }[]>('SELECT id FROM rentals WHERE order_id = $1', [orderId]);
    await db.query(`UPDATE rentals SET expires_at = now() + interval '20 minutes' WHERE id = $1`, [rental.id]);
    // Two sweeps at once (two workers), then another one a minute later.
    const sweeper = app.app.get(SweeperService);
    await Promise.all([sweeper.sweep(), sweeper.sweep(), app.app.get(RentalReminders).sendDue()]);
    await sweeper.sweep();

    const soon = await mailTo(email, endingSoon);
    const [{ expires_at: expiresAt }] = await db.query<{ expires_at: Date }[]>(
      'SELECT expires_at FROM rentals WHERE id = $1',
      [rental.id],
    );
    expect(soon.text).toContain(`ends on ${malaysiaTime(expiresAt.toISOString())} (Malaysia time)`);
    expect(soon.html).toMatch(new RegExp(`href="https?://[^"/]+/redeem/${orderId}"`));
    // Three sweeps and a reminder run raced above: no second e-mail follows the first.
    await keepsHolding(() => expect(smtp.received.filter((one) => one.subject === endingSoon)).toHaveLength(1), {
      forMs: 500,
    });
    expect((await outboxFor(orderId)).filter((mail) => mail.subject === endingSoon)).toHaveLength(1);

    // The end: the rental's end job runs, and the customer hears it ended.
    await db.query(`UPDATE rentals SET expires_at = now() - interval '1 second' WHERE id = $1`, [rental.id]);
    await (await app.app.get(JobsService).queue('maintenance').getJob(`end-rental.${rental.id}`))!.promote();
    const ended = await mailTo(email, `Your rental of Game ${tag} has ended`);
    expect(ended.html).toContain('Your rental has ended');
    expect(ended.text).toMatch(/ended at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) \(Malaysia time\)/);
  });
});
