import { startTestApp, TestApp } from '../support/test-app';

/** Guest (chat visitor) tokens are limited per address, so one client cannot mint chat sessions at will. */
describe('auth API: visitor tokens per address', () => {
  let app: TestApp;
  const saved = process.env.VISITOR_TOKENS_PER_MINUTE;
  beforeAll(async () => {
    process.env.VISITOR_TOKENS_PER_MINUTE = '5';
    app = await startTestApp();
  });
  afterAll(async () => {
    process.env.VISITOR_TOKENS_PER_MINUTE = saved;
    await app.close();
  });

  it('gives 5 new tokens a minute to one address, keeps answering a held token, and serves another address', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.50' };
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      tokens.push((await app.http().post('/api/auth/visitor').set(from).send({}).expect(200)).body.token);
    }
    const refused = await app.http().post('/api/auth/visitor').set(from).send({}).expect(429);
    expect(refused.body).toMatchObject({
      code: 'too_many_visitors',
      message: 'Too many new chat visitors from this network. Please wait a minute and try again.',
    });
    // A visitor who already holds a token keeps it: that is not a new token.
    const kept = await app.http().post('/api/auth/visitor').set(from).send({ token: tokens[0] }).expect(200);
    expect(kept.body.token).toBe(tokens[0]);
    await app.http().post('/api/auth/visitor').set('X-Forwarded-For', '203.0.113.9').send({}).expect(200);
  });
});
