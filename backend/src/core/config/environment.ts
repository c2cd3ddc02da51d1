import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
  ValidateIf,
} from 'class-validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Every variable Kedai reads. .env.example documents each one. */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsOptional()
  @IsIn(PROCESS_ROLES)
  KEDAI_ROLE: ProcessRole = 'all';

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST: string = '0.0.0.0';

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' })
  DATABASE_URL!: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'may only hold letters, digits, - and _' })
  KEY_PREFIX?: string;

  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long' })
  JWT_SECRET!: string;

  @Matches(/^[0-9a-f]{64}$/i, { message: 'must be 64 hexadecimal characters (32 bytes)' })
  ENCRYPTION_KEY!: string;

  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  MAIL_FROM?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /** Where uploads are kept: local (UPLOAD_DIR, one host) or s3 (any S3-compatible store, shared by every process). */
  @IsOptional()
  @IsIn(['local', 's3'], { message: 'must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** The S3-compatible store's address; unset: AWS S3 in S3_REGION. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { message: 'must be an http:// or https:// URL' })
  S3_URL?: string;

  @ValidateIf((env: Environment) => env.STORAGE_DRIVER === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'must be set to a bucket name (3-63 lowercase letters, digits, dots and hyphens) when STORAGE_DRIVER=s3',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name such as us-east-1' })
  S3_REGION: string = 'us-east-1';

  /** Unset together with S3_SECRET_KEY: the SDK's own credentials (environment, instance role). */
  @ValidateIf((env: Environment) => env.STORAGE_DRIVER === 's3' && env.S3_SECRET_KEY !== undefined)
  @IsString()
  @MinLength(1, { message: 'must be set together with S3_SECRET_KEY' })
  S3_ACCESS_KEY?: string;

  @ValidateIf((env: Environment) => env.STORAGE_DRIVER === 's3' && env.S3_ACCESS_KEY !== undefined)
  @IsString()
  @MinLength(1, { message: 'must be set together with S3_ACCESS_KEY' })
  S3_SECRET_KEY?: string;

  /** Bucket in the path rather than the host name; default true when S3_URL is set (MinIO and most others). */
  @IsOptional()
  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE?: 'true' | 'false';

  @IsOptional()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @IsOptional()
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE: number = 30;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_ATTEMPTS_PER_ACCOUNT: number = 10;

  /** Chat messages one session may send per 10 s (raised only for load benchmarks). */
  @IsOptional()
  @IsInt()
  @Min(1)
  CHAT_RATE_LIMIT_MESSAGES: number = 10;

  /** Chat messages one client address may send per 10 s across all its sessions. */
  @IsOptional()
  @IsInt()
  @Min(1)
  CHAT_RATE_LIMIT_PER_ADDRESS: number = 40;

  @IsOptional()
  @IsInt()
  @Min(1)
  ORDER_LOOKUPS_PER_MINUTE: number = 30;

  /** Signs the quotes' price locks (HMAC-SHA256); derived from ENCRYPTION_KEY when not set. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long' })
  PRICE_LOCK_SECRET?: string;

  /** New guest (visitor) tokens one address may get per minute; each can open chat sessions. */
  @IsOptional()
  @IsInt()
  @Min(1)
  VISITOR_TOKENS_PER_MINUTE: number = 20;

  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters long' })
  METRICS_TOKEN?: string;

  /** A worker's own /metrics listener (Prometheus text): off unless set; 0 takes any free port. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  WORKER_METRICS_PORT?: number;

  /** Where that listener binds: loopback unless a scraper on another host needs it (e.g. 0.0.0.0 in compose). */
  @IsOptional()
  @IsString()
  WORKER_METRICS_HOST: string = '127.0.0.1';

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  /** Serve the OpenAPI document and Swagger UI at /api/docs; default: on, except in production. */
  @IsOptional()
  @IsIn(['true', 'false'])
  API_DOCS?: 'true' | 'false';

  /** Express's "trust proxy": loopback, a hop count, addresses/CIDRs (comma-separated), true or false. */
  @IsOptional()
  @IsString()
  TRUST_PROXY: string = 'loopback';

  /** The shop's address as customers reach it, for absolute links in e-mails (default: where it listens). */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  PUBLIC_URL?: string;

  /** The maintenance screen's storage quota in MB (database + uploads); its usage bar measures against it. */
  @IsOptional()
  @IsInt()
  @Min(1)
  STORAGE_QUOTA_MB: number = 1024;

  /** How often every process relays outbox intents nobody delivered yet, in ms (tests shorten it). */
  @IsOptional()
  @IsInt()
  @Min(10)
  OUTBOX_RELAY_INTERVAL_MS: number = 2000;

  /** How long a process keeps the shop settings it read, in ms; 0: no cache (tests shorten it). */
  @IsOptional()
  @IsInt()
  @Min(0)
  SETTINGS_CACHE_MS: number = 2000;

  /** How long a process keeps the chat settings and auto-reply rules it read, in ms; 0: no cache. */
  @IsOptional()
  @IsInt()
  @Min(0)
  CHAT_CONFIG_CACHE_MS: number = 1000;

  /** argon2id's memory per password hash in KiB (default 64 MiB, the library's own; at least 19 MiB in production). */
  @IsOptional()
  @IsInt()
  @Min(1024)
  PASSWORD_HASH_MEMORY_KIB: number = 65536;

  /** argon2id's passes over that memory (default 3, the library's own; at least 2 in production). */
  @IsOptional()
  @IsInt()
  @Min(1)
  PASSWORD_HASH_TIME_COST: number = 3;

  /** argon2id's lanes (default 4, the library's own). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(16)
  PASSWORD_HASH_PARALLELISM: number = 4;

  /** Stripe's secret API key (sk_test_… or sk_live_…); with the webhook secret it turns Stripe on (docs/payments.md). */
  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  /** The signing secret of the Stripe webhook endpoint (whsec_…). */
  @IsOptional()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe API is reached (default https://api.stripe.com); tests and local runs point it at a stub. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  STRIPE_API_BASE?: string;

  /** Billplz API secret key (Basic auth user name). */
  @IsOptional()
  @IsString()
  BILLPLZ_API_KEY?: string;

  /** Billplz X Signature key: callbacks and redirects are signed with it. */
  @IsOptional()
  @IsString()
  BILLPLZ_X_SIGNATURE_KEY?: string;

  /** The Billplz collection bills are created in. */
  @IsOptional()
  @IsString()
  BILLPLZ_COLLECTION_ID?: string;

  /** Where the Billplz API is reached (default https://www.billplz.com; sandbox https://www.billplz-sandbox.com). */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  BILLPLZ_API_BASE?: string;

  /** The Chromium the screenshot tool (and the browser tests) run; default /usr/bin/chromium. */
  @IsOptional()
  @IsString()
  CHROMIUM_PATH?: string;
}

/** Validates process.env, answering every missing or bad variable with its own line. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((message) =>
        message.startsWith(error.property) ? `  - ${message}` : `  - ${error.property} ${message}`,
      ),
    );
    throw new Error(`Kedai cannot start: the environment is not valid.\n${lines.join('\n')}`);
  }
  if (env.NODE_ENV === 'production' && (!raw.JWT_SECRET || !raw.ENCRYPTION_KEY)) {
    throw new Error('Kedai cannot start: JWT_SECRET and ENCRYPTION_KEY must be set in production.');
  }
  // The cheap password hashing the tests use must never reach a shop (OWASP's floor for argon2id).
  if (env.NODE_ENV === 'production' && (env.PASSWORD_HASH_MEMORY_KIB < 19456 || env.PASSWORD_HASH_TIME_COST < 2)) {
    throw new Error(
      'Kedai cannot start: PASSWORD_HASH_MEMORY_KIB must be at least 19456 and PASSWORD_HASH_TIME_COST at least 2 in production.',
    );
  }
  return env;
}
