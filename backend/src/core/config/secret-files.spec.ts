import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSecretFiles } from './secret-files';
import { validateEnvironment } from './environment';

describe('readSecretFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kedai-secrets-'));
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('reads X_FILE into X without the trailing line break, and the result validates', () => {
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://kedai@postgres:5432/kedai',
      DATABASE_PASSWORD_FILE: file('postgres_password', 'p@ss word/1\n'),
      REDIS_URL: 'redis://redis:6379',
      JWT_SECRET_FILE: file('jwt_secret', `${'j'.repeat(48)}\n`),
      ENCRYPTION_KEY_FILE: file('encryption_key', 'ab'.repeat(32)),
    };
    readSecretFiles(env);
    expect(env.JWT_SECRET).toBe('j'.repeat(48));
    expect(env.ENCRYPTION_KEY).toBe('ab'.repeat(32));
    // The password is put into the URL, escaped, and reads back as written.
    expect(decodeURIComponent(new URL(env.DATABASE_URL as string).password)).toBe('p@ss word/1');
    expect(validateEnvironment(env)).toMatchObject({ JWT_SECRET: 'j'.repeat(48), NODE_ENV: 'production' });
  });

  it('keeps a password the URL already has', () => {
    const env: Record<string, string | undefined> = {
      DATABASE_URL: 'postgres://kedai:own@postgres:5432/kedai',
      DATABASE_PASSWORD: 'other',
    };
    readSecretFiles(env);
    expect(env.DATABASE_URL).toBe('postgres://kedai:own@postgres:5432/kedai');
  });

  it('leaves everything alone without _FILE variables', () => {
    const env = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://a:b@h/k' };
    readSecretFiles(env);
    expect(env).toEqual({ JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://a:b@h/k' });
  });

  it('names every unreadable, empty or doubly set secret on its own line', () => {
    const env: Record<string, string | undefined> = {
      JWT_SECRET: 'x'.repeat(32),
      JWT_SECRET_FILE: file('jwt_twice', 'y'.repeat(32)),
      ENCRYPTION_KEY_FILE: join(dir, 'missing'),
      S3_SECRET_KEY_FILE: file('empty', '\n'),
    };
    expect(() => readSecretFiles(env)).toThrow(
      [
        'Kedai cannot start: the environment is not valid.',
        '  - JWT_SECRET and JWT_SECRET_FILE are both set: keep one',
        `  - ENCRYPTION_KEY_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`,
        `  - S3_SECRET_KEY_FILE: ${join(dir, 'empty')} is empty`,
      ].join('\n'),
    );
    expect(env.JWT_SECRET).toBe('x'.repeat(32));
  });
});
