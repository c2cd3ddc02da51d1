/** Settings every test process shares (API tests and the browser tests' server). */
export const TEST_ADMIN = { email: 'admin@kedai.test', password: 'admin-password-for-tests' };

export function testEnvironment(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Every test logs in from 127.0.0.1; the per-address limit is tested with its own low setting.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    VISITOR_TOKENS_PER_MINUTE: '10000',
    CHAT_RATE_LIMIT_PER_ADDRESS: '100000',
    // Guest order lookups share one per-address counter for the whole run; order-lookup tests the limit itself.
    ORDER_LOOKUPS_PER_MINUTE: '10000',
    // Production's intervals and cache lifetimes in milliseconds: a test waits for what it is waiting for
    // (eventually() in test/support/wait.ts), never for a 2 s timer to come round.
    OUTBOX_RELAY_INTERVAL_MS: '100',
    SETTINGS_CACHE_MS: '100',
    CHAT_CONFIG_CACHE_MS: '100',
    // A killed worker's fulfilment job is taken over within seconds, not 30 s (test/attack/crash.attack.spec.ts).
    FULFILMENT_LOCK_MS: '5000',
    // A schedule Redis lost is registered again within half a second (test/api/sweeper.api.spec.ts).
    SCHEDULE_CHECK_MS: '500',
    // Password hashing at a test cost (about 1 ms, not 100+): production's cost is checked by
    // backend/src/modules/auth/password-hasher.spec.ts and refused below it when NODE_ENV=production.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    PASSWORD_HASH_PARALLELISM: '1',
    KEDAI_DATA_DIR: '.data/test',
  };
}
