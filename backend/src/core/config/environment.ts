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

/**
 * Every variable Kedai reads. .env.example documents each one. The secrets among them may also come from a file
 * named by `X_FILE` (secret-files.ts, read before this validation).
 */
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

  /** Put into DATABASE_URL when that URL has no password (so one secret file serves PostgreSQL and Kedai). */
  @IsOptional()
  @IsString()
  DATABASE_PASSWORD?: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'may only hold letters, digits, - and _' })
  KEY_PREFIX?: string;

  /**
   * How long a Redis command (a rate-limit count, a cache read, a lock) may wait for its answer, in ms: a Redis
   * that hangs (a frozen link, not a refused one) becomes a 503 "try again" within seconds. The queues' blocking
   * connections (BullMQ) and subscribers wait by design and have none.
   */
  @IsOptional()
  @IsInt()
  @Min(100)
  REDIS_COMMAND_TIMEOUT_MS: number = 3_000;

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

  /** Default: `info` in production and tests, `warn` in development (quiet: warnings, errors and the banners). */
  @IsOptional()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  @IsOptional()
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE: number = 30;

  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_ATTEMPTS_PER_ACCOUNT: number = 10;

  /**
   * Failed logins to one account from all addresses together before each further one waits (5 s more each, at most a
   * minute): 50 guesses from 50 addresses are not all checked.
   */
  @IsOptional()
  @IsInt()
  @Min(1)
  LOGIN_ATTEMPTS_PER_ACCOUNT_ALL_ADDRESSES: number = 20;

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

  /**
   * On SIGTERM an API first answers readiness 503 for this many seconds (still serving), so a load balancer
   * stops sending before the listener closes; default 5 in production, 0 elsewhere (docs/ops.md, "Stopping").
   */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(120)
  SHUTDOWN_DRAIN_SECONDS?: number;

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

  /**
   * How long a process waits for a PostgreSQL connection (a new one, or a free one of the pool), in ms. Fail fast:
   * a database that does not answer becomes a 503 "try again" within seconds, not a hung request.
   */
  @IsOptional()
  @IsInt()
  @Min(100)
  DB_CONNECT_TIMEOUT_MS: number = 3_000;

  /**
   * How long one SQL statement may run, in ms (PostgreSQL's statement_timeout; the client gives up 500 ms later,
   * which also catches a link that stopped answering). Migrations run without it.
   */
  @IsOptional()
  @IsInt()
  @Min(100)
  DB_STATEMENT_TIMEOUT_MS: number = 4_000;

  /** How long a transaction may sit idle holding its locks, in ms (PostgreSQL's idle_in_transaction_session_timeout). */
  @IsOptional()
  @IsInt()
  @Min(100)
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number = 10_000;

  /** How often a worker checks that its job schedules (the sweep, reconciliation) are still in Redis, in ms. */
  @IsOptional()
  @IsInt()
  @Min(100)
  SCHEDULE_CHECK_MS: number = 15_000;

  /** How often the worker compares the queues with the admins' alert thresholds, in ms (docs/ops.md). */
  @IsOptional()
  @IsInt()
  @Min(100)
  QUEUE_ALERT_CHECK_MS: number = 30_000;

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

  /**
   * How long a fulfilment worker's job lock lasts, in ms; also how often workers look for jobs whose worker died.
   * A dead worker's job is taken over after at most two of these (tests shorten it; a step is idempotent).
   */
  @IsOptional()
  @IsInt()
  @Min(1000)
  FULFILMENT_LOCK_MS: number = 15_000;

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

  /**
   * Web push (VAPID) keys for the agents' notifications. Unset: a key pair is generated on first start and kept
   * encrypted in the database (docs/ops.md). Set both to use your own pair (base64url, as web-push prints them).
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{80,100}$/, { message: 'must be a base64url P-256 public key (87 characters)' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{40,50}$/, { message: 'must be a base64url P-256 private key (43 characters)' })
  VAPID_PRIVATE_KEY?: string;

  /** Who push services contact about our pushes: a mailto: or https: URL (default mailto: the shop's contact). */
  @IsOptional()
  @Matches(/^(mailto:[^\s]+|https:\/\/[^\s]+)$/, { message: 'must be a mailto: or https:// URL' })
  VAPID_SUBJECT?: string;
  /** WhatsApp Cloud API (docs/channels.md): the token Meta's webhook verification must echo. */
  @IsOptional()
  @IsString()
  WHATSAPP_VERIFY_TOKEN?: string;

  /** The Meta app's secret: every webhook's X-Hub-Signature-256 is an HMAC-SHA256 of the raw body with it. */
  @IsOptional()
  @IsString()
  WHATSAPP_APP_SECRET?: string;

  /** The system user's access token that sends messages and downloads media. */
  @IsOptional()
  @IsString()
  WHATSAPP_TOKEN?: string;

  /** The business phone number's id (Graph API), which messages are sent from. */
  @IsOptional()
  @IsString()
  WHATSAPP_PHONE_NUMBER_ID?: string;

  /** Where the Graph API is reached (default https://graph.facebook.com/v21.0); tests point it at a stub. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  WHATSAPP_API_BASE?: string;

  /** The domain customers reply to (reply+<token>@ it); unset: continuity e-mails carry no reply address. */
  @IsOptional()
  @Matches(/^$|^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/, {
    message: 'must be a domain name such as reply.kedai.my',
  })
  INBOUND_EMAIL_DOMAIN?: string;

  /** The built-in SMTP listener's port (API role); unset: no listener. 0 takes any free port (tests). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  INBOUND_SMTP_PORT?: number;

  /** The address the SMTP listener binds (default 0.0.0.0). */
  @IsOptional()
  @IsString()
  INBOUND_SMTP_HOST?: string;

  /** The shared secret a mail provider's inbound webhook presents; unset: the webhook refuses everything. */
  @IsOptional()
  @IsString()
  INBOUND_EMAIL_SECRET?: string;

  /** The largest inbound e-mail accepted, in bytes (default 10 MB). */
  @IsOptional()
  @IsInt()
  @Min(1024)
  INBOUND_EMAIL_MAX_BYTES?: number;

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
