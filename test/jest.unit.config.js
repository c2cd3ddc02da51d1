/** Unit specs beside the code (backend/src and packages/contracts/src, *.spec.ts): no database, no Redis. */
module.exports = {
  rootDir: '..',
  // test/deploy: the deployment manifests (Kubernetes, compose), checked without a cluster or Docker.
  roots: ['<rootDir>/backend/src', '<rootDir>/packages/contracts/src', '<rootDir>/test/deploy'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': require('./ts-jest.config') },
  testEnvironment: 'node',
  // The contracts' source, so the tests need no build of the package first.
  moduleNameMapper: { '^@kedai/contracts$': '<rootDir>/packages/contracts/src/index.ts' },
};
