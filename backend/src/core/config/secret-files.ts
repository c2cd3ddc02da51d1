import { readFileSync } from 'node:fs';

/**
 * The variables that may come from a file instead (`X_FILE=/run/secrets/x`), as Docker and Kubernetes secrets
 * are mounted. The file's content, without its trailing line break, becomes `X`.
 */
export const FILE_SECRETS = [
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'REDIS_URL',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PRICE_LOCK_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BILLPLZ_API_KEY',
  'BILLPLZ_X_SIGNATURE_KEY',
] as const;

/**
 * Reads every `X_FILE` of FILE_SECRETS into `X` (in place, on process.env by default), then puts
 * DATABASE_PASSWORD into DATABASE_URL when that URL carries no password of its own, so the database's password
 * can be one secret shared with the PostgreSQL container. Throws one message naming every problem: a file that
 * cannot be read or is empty, or a variable set both ways.
 */
export function readSecretFiles(
  env: Record<string, string | undefined> = process.env,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): void {
  const problems: string[] = [];
  for (const name of FILE_SECRETS) {
    const path = env[`${name}_FILE`]?.trim();
    if (!path) continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`  - ${name} and ${name}_FILE are both set: keep one`);
      continue;
    }
    let value: string;
    try {
      value = read(path).replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(
        `  - ${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
      continue;
    }
    if (value === '') problems.push(`  - ${name}_FILE: ${path} is empty`);
    else env[name] = value;
  }
  if (problems.length > 0) {
    throw new Error(`Kedai cannot start: the environment is not valid.\n${problems.join('\n')}`);
  }
  const password = env.DATABASE_PASSWORD;
  if (password && env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    if (!url.password) {
      url.password = encodeURIComponent(password);
      env.DATABASE_URL = url.toString();
    }
  }
}
