import { validateEnvironment } from './environment';

const valid = {
  DATABASE_URL: 'postgres://kedai:kedai@127.0.0.1:5432/kedai',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('validateEnvironment', () => {
  it('accepts a complete environment and fills in defaults', () => {
    const env = validateEnvironment({ ...valid, PORT: '4000' });
    expect(env).toMatchObject({ PORT: 4000, KEDAI_ROLE: 'all', AUTH_RATE_LIMIT_PER_MINUTE: 30 });
    expect(env.KEY_PREFIX).toBeUndefined();
  });

  it('names every missing or bad variable on its own line', () => {
    expect(() =>
      validateEnvironment({
        DATABASE_URL: 'mysql://x',
        REDIS_URL: valid.REDIS_URL,
        PORT: 'eighty',
        JWT_SECRET: 'short',
      }),
    ).toThrow(
      [
        'Kedai cannot start: the environment is not valid.',
        '  - PORT must not be greater than 65535',
        '  - PORT must not be less than 0',
        '  - PORT must be an integer number',
        '  - DATABASE_URL must be a postgres:// connection URL',
        '  - JWT_SECRET must be at least 32 characters long',
        '  - ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)',
      ].join('\n'),
    );
  });

  it('insists on explicit secrets in production', () => {
    expect(() => validateEnvironment({ ...valid, NODE_ENV: 'production', JWT_SECRET: undefined })).toThrow(
      /JWT_SECRET must be at least 32 characters long/,
    );
  });
});
