import { productionConfigProblems } from './production-check';

describe('what a production start lacks', () => {
  it('says nothing outside production', () => {
    expect(productionConfigProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('names PUBLIC_URL, SMTP and local storage, each with what happens without it', () => {
    const problems = productionConfigProblems({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PUBLIC_URL is not set: links in e-mails/);
    expect(problems[1]).toMatch(/^SMTP_URL is not set: e-mails are kept in the outbox/);
    expect(problems[2]).toMatch(/^STORAGE_DRIVER is local/);
  });

  it('is quiet once they are set', () => {
    expect(
      productionConfigProblems({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.my',
        SMTP_URL: 'smtp://mail.example.my:587',
        STORAGE_DRIVER: 's3',
      }),
    ).toEqual([]);
  });
});
