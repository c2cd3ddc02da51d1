import { startTestApp, TestApp } from '../support/test-app';

/** The OpenAPI document is a setting: API_DOCS=false (the production default) serves none. */
describe('platform: API docs can be turned off', () => {
  let app: TestApp;
  const saved = process.env.API_DOCS;
  beforeAll(async () => {
    process.env.API_DOCS = 'false';
    app = await startTestApp();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.API_DOCS;
    else process.env.API_DOCS = saved;
    await app.close();
  });

  it('answers 404 for the document and the UI', async () => {
    await app.http().get('/api/docs/openapi.json').expect(404);
    await app.http().get('/api/docs').expect(404);
  });
});
