/**
 * API integration tests: each file boots the real Nest app on a free port against a real PostgreSQL
 * and Redis. globalSetup makes a throwaway database and Redis key prefix for each jest worker (npm run
 * test:api runs two) and globalTeardown removes them; worker-env points each file at its worker's.
 */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test/api'],
  testMatch: ['**/*.api.spec.ts'],
  transform: { '^.+\\.ts$': require('./ts-jest.config') },
  testEnvironment: 'node',
  // The contracts' source, so the tests need no build of the package first.
  moduleNameMapper: { '^@kedai/contracts$': '<rootDir>/packages/contracts/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
};
