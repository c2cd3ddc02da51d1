import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { Environment, validateEnvironment } from './environment';
import { defaultKeyPrefix } from './key-prefix';

const env = () => validateEnvironment(process.env);

/** TRUST_PROXY as Express takes it: a boolean, a hop count, or addresses/CIDRs/names like "loopback". */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Where the built storefront is served from (KEDAI_FRONTEND_DIST, default frontend/dist). */
export const frontendDistDir = () => resolve(process.env.KEDAI_FRONTEND_DIST ?? 'frontend/dist');

/** How long an API answers readiness 503 before its listener closes on SIGTERM (SHUTDOWN_DRAIN_SECONDS). */
export function shutdownDrainMs(e: Pick<Environment, 'SHUTDOWN_DRAIN_SECONDS' | 'NODE_ENV'> = env()): number {
  return (e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000;
}

export const appConfig = registerAs('app', () => {
  const e = env();
  return {
    nodeEnv: e.NODE_ENV,
    role: e.KEDAI_ROLE,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'info'),
    // Development reads its logs in a terminal: one coloured line each (pino-pretty), not JSON.
    prettyLogs: e.NODE_ENV === 'development',
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    frontendDist: frontendDistDir(),
    metricsToken: e.METRICS_TOKEN,
    workerMetrics: { port: e.WORKER_METRICS_PORT, host: e.WORKER_METRICS_HOST },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    shutdownDrainMs: shutdownDrainMs(e),
  };
});

export const databaseConfig = registerAs('database', () => {
  const e = env();
  return {
    url: e.DATABASE_URL,
    timeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
});

export const redisConfig = registerAs('redis', () => {
  const e = env();
  return {
    url: e.REDIS_URL,
    keyPrefix: e.KEY_PREFIX ?? defaultKeyPrefix(e.DATABASE_URL),
    commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
  };
});

export const authConfig = registerAs('auth', () => {
  const e = env();
  return {
    jwtSecret: e.JWT_SECRET,
    sessionTtlSeconds: 60 * 60 * 24 * 14,
    visitorTtlSeconds: 60 * 60 * 24 * 365,
    rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    loginAttemptsPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT,
    loginAttemptsPerAccountAllAddresses: e.LOGIN_ATTEMPTS_PER_ACCOUNT_ALL_ADDRESSES,
    visitorTokensPerMinute: e.VISITOR_TOKENS_PER_MINUTE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    passwordHashing: {
      memoryCost: e.PASSWORD_HASH_MEMORY_KIB,
      timeCost: e.PASSWORD_HASH_TIME_COST,
      parallelism: e.PASSWORD_HASH_PARALLELISM,
    },
  };
});

/** Intervals and cache lifetimes: the defaults are production's; the tests set milliseconds (test/support/test-env.ts). */
export const timingConfig = registerAs('timing', () => {
  const e = env();
  return {
    outboxRelayIntervalMs: e.OUTBOX_RELAY_INTERVAL_MS,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    chatConfigCacheMs: e.CHAT_CONFIG_CACHE_MS,
    scheduleCheckMs: e.SCHEDULE_CHECK_MS,
    queueAlertCheckMs: e.QUEUE_ALERT_CHECK_MS,
  };
});

/**
 * The fulfilment worker's lock and stalled-job check (BullMQ worker options). Read when the processor's class is
 * declared, which main.ts makes happen after the environment is settled.
 */
export function fulfilmentWorkerTimings(): { lockDuration: number; stalledInterval: number } {
  const lockMs = env().FULFILMENT_LOCK_MS;
  return { lockDuration: lockMs, stalledInterval: lockMs };
}

export const securityConfig = registerAs('security', () => ({ encryptionKey: env().ENCRYPTION_KEY }));

export const storageConfig = registerAs('storage', () => {
  const e = env();
  return {
    uploadDir: resolve(e.UPLOAD_DIR || resolve(process.env.KEDAI_DATA_DIR ?? '.data', 'uploads')),
    s3: e.STORAGE_DRIVER === 's3' ? s3Settings(e) : null,
    /** The storage quota the maintenance screen's usage bar measures against (STORAGE_QUOTA_MB, 1024 MB). */
    quotaBytes:
      (Number.isFinite(e.STORAGE_QUOTA_MB) && e.STORAGE_QUOTA_MB > 0 ? e.STORAGE_QUOTA_MB : 1024) * 1024 * 1024,
  };
});

function s3Settings(e: Environment) {
  return {
    endpoint: e.S3_URL,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY, secretAccessKey: e.S3_SECRET_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_URL !== undefined,
  };
}

export const mailConfig = registerAs('mail', () => {
  const e = env();
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Kedai <no-reply@kedai.local>' };
});

export const ordersConfig = registerAs('orders', () => {
  const e = env();
  return {
    lookupsPerMinute: e.ORDER_LOOKUPS_PER_MINUTE,
    /** A key of its own for the quotes' price locks, so a leaked lock key says nothing about the encryption key. */
    priceLockSecret:
      e.PRICE_LOCK_SECRET ??
      createHmac('sha256', Buffer.from(e.ENCRYPTION_KEY, 'hex')).update('price-lock').digest('hex'),
  };
});
let chatLinkSecretMemo: string | undefined;
/**
 * The key that signs chat attachment links (derived from ENCRYPTION_KEY, so no new secret to keep). A function,
 * not injected config: message views are built by plain functions on every path that sends messages.
 */
export function chatLinkSecret(): string {
  chatLinkSecretMemo ??= createHmac('sha256', Buffer.from(env().ENCRYPTION_KEY, 'hex'))
    .update('chat-attachment-links')
    .digest('hex');
  return chatLinkSecretMemo;
}

export const chatConfig = registerAs('chat', () => ({
  rateLimit: {
    messages: env().CHAT_RATE_LIMIT_MESSAGES,
    messagesPerAddress: env().CHAT_RATE_LIMIT_PER_ADDRESS,
    windowMs: 10_000,
  },
}));

/**
 * Payment gateways from the environment. A key set here wins over the same key saved in Settings (docs/payments.md):
 * an operator who deploys with keys keeps control of them. Empty strings count as unset.
 */
export const paymentsConfig = registerAs('payments', () => {
  const e = env();
  const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);
  return {
    stripe: {
      secretKey: value(e.STRIPE_SECRET_KEY),
      webhookSecret: value(e.STRIPE_WEBHOOK_SECRET),
      apiBase: value(e.STRIPE_API_BASE) ?? 'https://api.stripe.com',
    },
    billplz: {
      apiKey: value(e.BILLPLZ_API_KEY),
      xSignatureKey: value(e.BILLPLZ_X_SIGNATURE_KEY),
      collectionId: value(e.BILLPLZ_COLLECTION_ID),
      apiBase: value(e.BILLPLZ_API_BASE) ?? 'https://www.billplz.com',
    },
  };
});

/**
 * The WhatsApp Cloud API channel (docs/channels.md). Empty strings count as unset; without the app secret no
 * webhook is believed, without the token and phone number id nothing is sent.
 */
export const whatsappConfig = registerAs('whatsapp', () => {
  const e = env();
  const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);
  return {
    verifyToken: value(e.WHATSAPP_VERIFY_TOKEN),
    appSecret: value(e.WHATSAPP_APP_SECRET),
    token: value(e.WHATSAPP_TOKEN),
    phoneNumberId: value(e.WHATSAPP_PHONE_NUMBER_ID),
    apiBase: (value(e.WHATSAPP_API_BASE) ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
  };
});

/**
 * Inbound e-mail (docs/channels.md "Inbound e-mail"): the reply domain, the SMTP listener (off without a port),
 * the provider webhook's shared secret and the size limit. The reply tokens' key is derived from ENCRYPTION_KEY.
 */
export const inboundEmailConfig = registerAs('inboundEmail', () => {
  const e = env();
  const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);
  return {
    domain: value(e.INBOUND_EMAIL_DOMAIN)?.toLowerCase() ?? null,
    smtp:
      e.INBOUND_SMTP_PORT === undefined ? null : { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST ?? '0.0.0.0' },
    secret: value(e.INBOUND_EMAIL_SECRET),
    maxBytes: e.INBOUND_EMAIL_MAX_BYTES ?? 10 * 1024 * 1024,
    tokenKey: createHmac('sha256', Buffer.from(e.ENCRYPTION_KEY, 'hex')).update('email-reply-tokens').digest(),
  };
});

/** The admin tools: the Chromium the screenshot tool runs (Debian's unless CHROMIUM_PATH says otherwise). */
export const adminToolsConfig = registerAs('adminTools', () => ({
  chromiumPath: env().CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
}));

/** Web push: an operator's own VAPID pair (both or neither) and subject; unset keys are generated and stored. */
export const pushConfig = registerAs('push', () => {
  const e = env();
  const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);
  const publicKey = value(e.VAPID_PUBLIC_KEY);
  const privateKey = value(e.VAPID_PRIVATE_KEY);
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither).');
  }
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject: value(e.VAPID_SUBJECT),
  };
});

export const allConfig = [
  appConfig,
  databaseConfig,
  redisConfig,
  authConfig,
  securityConfig,
  storageConfig,
  mailConfig,
  ordersConfig,
  chatConfig,
  timingConfig,
  paymentsConfig,
  whatsappConfig,
  inboundEmailConfig,
  adminToolsConfig,
  pushConfig,
];
