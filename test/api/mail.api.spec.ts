import { MailService } from '../../backend/src/core/mail/mail.service';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

describe('mail outbox', () => {
  let app: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
  });
  afterAll(() => app.close());

  it('keeps mail in the outbox for the admin when no SMTP is configured, instead of dropping it', async () => {
    const relatedId = `order-${Date.now()}`;
    await app.app.get(MailService).send({
      to: 'buyer@example.com',
      subject: 'Your activation code',
      text: 'Code: ABC123456XYZ',
      related: { type: 'order', id: relatedId },
    });
    const response = await eventually(
      () => app.http().get(`/api/admin/outbox?relatedId=${relatedId}`).set(bearer(adminToken)).expect(200),
      { until: (res) => res.body[0]?.status === 'kept', timeoutMs: 10_000 },
    );
    expect(response.body).toEqual([
      expect.objectContaining({
        toAddress: 'buyer@example.com',
        subject: 'Your activation code',
        textBody: 'Code: ABC123456XYZ',
        status: 'kept',
        relatedType: 'order',
        relatedId,
      }),
    ]);
  });

  it('is for admins only, and rejects an unknown status filter', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/outbox').set(bearer(customer.token)).expect(403);
    const bad = await app.http().get('/api/admin/outbox?status=lost').set(bearer(adminToken)).expect(400);
    expect(bad.body.message).toBe('status must be queued, sent, kept or failed');
  });
});
