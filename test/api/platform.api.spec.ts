import { startTestApp, TestApp } from '../support/test-app';

describe('platform: health, errors, docs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ apiDocs: true });
  });
  afterAll(() => app.close());

  it('reports the database and Redis as up', async () => {
    const response = await app.http().get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', latencyMs: expect.any(Number) },
      redis: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('answers malformed JSON with a 400 and a readable message', async () => {
    const response = await app
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", password')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'malformed_json',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a body that is too large with 413, not 500', async () => {
    const response = await app
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(response.body.message).toBe('The request body is too large');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.http().get('/api/no-such-thing').expect(404);
    expect(response.body.statusCode).toBe(404);
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/users']));
  });

  it('sends security headers', async () => {
    const response = await app.http().get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
