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

  it('keeps the worker metrics listener off and on loopback unless told otherwise', () => {
    const env = validateEnvironment(valid);
    expect(env.WORKER_METRICS_PORT).toBeUndefined();
    expect(env.WORKER_METRICS_HOST).toBe('127.0.0.1');
    expect(validateEnvironment({ ...valid, WORKER_METRICS_PORT: '9464' }).WORKER_METRICS_PORT).toBe(9464);
    expect(() => validateEnvironment({ ...valid, WORKER_METRICS_PORT: 'metrics' })).toThrow(
      'WORKER_METRICS_PORT must be an integer number',
    );
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

  it('asks for the bucket and both halves of the key pair when uploads go to S3', () => {
    expect(() =>
      validateEnvironment({ ...valid, STORAGE_DRIVER: 's3', S3_URL: 'minio:9000', S3_ACCESS_KEY: 'kedai' }),
    ).toThrow(
      [
        'Kedai cannot start: the environment is not valid.',
        '  - S3_URL must be an http:// or https:// URL',
        '  - S3_BUCKET must be set to a bucket name (3-63 lowercase letters, digits, dots and hyphens) when STORAGE_DRIVER=s3',
        '  - S3_SECRET_KEY must be set together with S3_ACCESS_KEY',
      ].join('\n'),
    );
    expect(() => validateEnvironment({ ...valid, STORAGE_DRIVER: 'disk' })).toThrow(
      /STORAGE_DRIVER must be local or s3/,
    );
  });

  it('accepts S3 settings, and needs none of them for the local disk', () => {
    const s3 = validateEnvironment({
      ...valid,
      STORAGE_DRIVER: 's3',
      S3_URL: 'http://minio:9000',
      S3_BUCKET: 'kedai-uploads',
      S3_ACCESS_KEY: 'kedai',
      S3_SECRET_KEY: 'kedai-secret',
    });
    expect(s3).toMatchObject({ STORAGE_DRIVER: 's3', S3_BUCKET: 'kedai-uploads', S3_REGION: 'us-east-1' });
    expect(validateEnvironment(valid).STORAGE_DRIVER).toBe('local');
    // Without keys the SDK's own credentials chain is used (an instance role on AWS).
    expect(validateEnvironment({ ...valid, STORAGE_DRIVER: 's3', S3_BUCKET: 'kedai' }).S3_ACCESS_KEY).toBeUndefined();
  });
});
