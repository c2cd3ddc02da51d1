import { authConfig } from '../../core/config/configuration';
import { validateEnvironment } from '../../core/config/environment';
import { PasswordHasher } from './password-hasher';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kedai:kedai@127.0.0.1:5432/kedai',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'ab'.repeat(32),
};
const COST_SETTINGS = ['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_TIME_COST', 'PASSWORD_HASH_PARALLELISM'];

/** The auth config as a production process reads it from its environment (no PASSWORD_HASH_* set). */
function productionAuthConfig() {
  const saved = { ...process.env };
  try {
    for (const name of COST_SETTINGS) delete process.env[name];
    Object.assign(process.env, production);
    return authConfig();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

describe('password hashing', () => {
  it('costs in production what it always did: argon2id, 64 MiB, 3 passes, 4 lanes', async () => {
    const config = productionAuthConfig();
    expect(config.passwordHashing).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
    const hash = await new PasswordHasher(config).hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('refuses a test cost in production', () => {
    expect(() => validateEnvironment({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB must be at least 19456/,
    );
    expect(() => validateEnvironment({ ...production, PASSWORD_HASH_TIME_COST: '1' })).toThrow(
      /PASSWORD_HASH_TIME_COST at least 2/,
    );
  });

  it('verifies a hash made at another cost: the cost travels inside the hash', async () => {
    const cheap = new PasswordHasher({ passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const full = new PasswordHasher(productionAuthConfig());
    const hash = await full.hash('correct horse battery');
    expect(await cheap.verify(hash, 'correct horse battery')).toBe(true);
    expect(await cheap.verify(hash, 'correct horse battery!')).toBe(false);
    expect(await full.verify(await cheap.hash('tests only'), 'tests only')).toBe(true);
  });

  it('answers false, not an error, for an unknown account or a damaged hash', async () => {
    const cheap = new PasswordHasher({ passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    expect(await cheap.verify(null, 'kedai-decoy-password')).toBe(false);
    expect(await cheap.verify('not-a-hash', 'anything')).toBe(false);
  });
});
