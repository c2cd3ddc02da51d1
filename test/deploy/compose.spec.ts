import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, YAML11_SCHEMA } from 'js-yaml';
import { validateEnvironment } from '../../backend/src/core/config/environment';
import { readSecretFiles } from '../../backend/src/core/config/secret-files';

/**
 * docker-compose.yml as docs/ops.md promises it, checked without Docker (none runs where the tests run): pinned
 * images, log rotation and a memory limit on every service, secrets only as files, the environment each Kedai
 * process gets passes Kedai's own production validation, and a scheduled backup service with retention.
 */
const root = join(__dirname, '../..');
type Service = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
// Compose reads YAML 1.1 (merge keys: `<<: *kedai`).
const compose = load(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { schema: YAML11_SCHEMA }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
};
const services = Object.entries(compose.services);

/** Compose's interpolation with the values an operator's .env would give. */
const DOT_ENV: Record<string, string> = {
  PUBLIC_URL: 'https://shop.example.com',
  ADMIN_EMAIL: 'admin@shop.example.com',
};
const interpolate = (value: unknown) =>
  String(value).replace(/\$\{(\w+)(?::?[-?]([^}]*))?\}/g, (_match, name: string, fallback: string | undefined) => {
    if (DOT_ENV[name] !== undefined) return DOT_ENV[name];
    if (fallback === undefined || /set \w+ in \.env/.test(fallback)) throw new Error(`${name} is required and unset`);
    return fallback;
  });

const SAMPLE_SECRETS: Record<string, string> = {
  postgres_password: 'pg pass/with:odd@chars',
  jwt_secret: 'j'.repeat(48),
  encryption_key: 'cd'.repeat(32),
  minio_root_user: 'kedai',
  minio_root_password: 'minio-password',
  admin_password: 'a long admin password',
};

describe('docker-compose.yml', () => {
  it('pins every image, rotates every log and limits every service’s memory', () => {
    for (const [name, service] of services) {
      if (service.build) expect(service.image).toMatch(/:local$/);
      else expect(service.image).toMatch(/:[^:]*\d[^:]*$/);
      expect(`${name} ${service.image}`).not.toMatch(/:latest$/);
      expect({ name, logging: service.logging }).toMatchObject({
        name,
        logging: { driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } },
      });
      expect({ name, mem_limit: service.mem_limit }).toEqual({ name, mem_limit: expect.stringMatching(/^\d+[mg]$/) });
    }
  });

  it('hands secrets over only as files, each one declared and given to the service that reads it', () => {
    const plainSecret =
      /^(JWT_SECRET|ENCRYPTION_KEY|POSTGRES_PASSWORD|MINIO_ROOT_PASSWORD|S3_SECRET_KEY|ADMIN_PASSWORD|PGPASSWORD|DATABASE_PASSWORD)$/;
    for (const [name, service] of services) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        expect(`${name}: ${key}`).not.toMatch(new RegExp(`: ${plainSecret.source.slice(1, -1)}$`));
        if (key === 'DATABASE_URL') expect(new URL(String(value)).password).toBe('');
        if (!key.endsWith('_FILE')) continue;
        const secret = String(value).replace(/^\/run\/secrets\//, '');
        expect(Object.keys(compose.secrets)).toContain(secret);
        expect({ name, secrets: service.secrets }).toEqual({ name, secrets: expect.arrayContaining([secret]) });
      }
    }
    for (const secret of Object.values(compose.secrets)) expect(secret.file).toMatch(/^\.\/secrets\//);
    expect(readFileSync(join(root, '.gitignore'), 'utf8')).toMatch(/^secrets\/$/m);
    expect(readFileSync(join(root, '.dockerignore'), 'utf8')).toMatch(/^secrets$/m);
  });

  it('gives the API, the workers and the migration what Kedai needs in production, PUBLIC_URL included', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const env: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(compose.services[name]!.environment)) env[key] = interpolate(value);
      readSecretFiles(env, (path) => `${SAMPLE_SECRETS[path.replace('/run/secrets/', '')]}\n`);
      expect(() => validateEnvironment(env)).not.toThrow();
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.com',
        STORAGE_DRIVER: 's3',
      });
      expect(decodeURIComponent(new URL(env.DATABASE_URL as string).password)).toBe(SAMPLE_SECRETS.postgres_password);
    }
    expect(() => interpolate(compose.services.api!.environment.PUBLIC_URL.replace('PUBLIC_URL', 'UNSET_URL'))).toThrow(
      'UNSET_URL is required and unset',
    );
  });

  it('runs a scheduled pg_dump to the bucket with retention, with the database server’s own pg_dump', () => {
    const backup = compose.services.backup!;
    expect(backup.environment).toMatchObject({
      BACKUP_INTERVAL_SECONDS: expect.any(String),
      BACKUP_KEEP_DAYS: expect.any(String),
      S3_BUCKET: expect.any(String),
    });
    expect(backup.restart).toBe('unless-stopped');
    const dockerfile = readFileSync(join(root, backup.build.dockerfile), 'utf8');
    const postgresMajor = /^postgres:(\d+)/.exec(compose.services.postgres!.image)![1];
    expect(dockerfile).toMatch(new RegExp(`^FROM postgres:${postgresMajor}[.-]`, 'm'));
    const script = readFileSync(join(root, 'deploy/backup/pg-dump-to-s3.sh'), 'utf8');
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('-X DELETE');
  });
});

describe('Node', () => {
  it('runs Node 22 LTS in production and still allows Node 20.19 on development machines', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM node:(\S+)/gm)).toEqual([
      'FROM node:22-bookworm-slim',
      'FROM node:22-bookworm-slim',
    ]);
    const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
    expect(engines).toBe('>=20.19');
  });
});
