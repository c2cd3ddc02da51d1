import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/** The seeded rules answer "hi", and outside chat hours an unmatched message says when agents are back. */
describe('chat greeting and after-hours fallback', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const test = (message: string, at?: string) =>
    app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(admin))
      .send({ message, ...(at && { at }) })
      .expect(200);

  it('greets "hi" but not a word that merely contains it', async () => {
    expect((await test('hi')).body).toMatchObject({ matched: true, keyword: 'hi', rule: { name: 'Greeting' } });
    expect((await test('Hi, is anyone there?', '2026-11-24T07:00:00Z')).body.rule.name).toBe('Greeting');
    expect((await test('this shipping thing', '2026-11-24T07:00:00Z')).body.keyword).not.toBe('hi');
  });

  it('answers an unmatched message at 1 am Malaysia time with when agents are back', async () => {
    const night = (await test('anyone?', '2026-11-23T17:00:00Z')).body;
    expect(night).toMatchObject({ matched: true, rule: { name: 'After hours', category: 'after_hours' } });
    expect(night.reply).toContain('will be back on Tue, 24 Nov, 10:50 am (GMT+8)');
    const day = (await test('anyone?', '2026-11-24T07:00:00Z')).body;
    expect(day.rule?.name).not.toBe('After hours');
  });

  it('refuses a time that is not a date', async () => {
    const bad = await app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(admin))
      .send({ message: 'hi', at: 'tonight' })
      .expect(400);
    expect(bad.body.errors).toContainEqual({
      field: 'at',
      messages: ['Time must be an ISO 8601 date, e.g. 2026-11-24T15:00:00Z'],
    });
  });
});
