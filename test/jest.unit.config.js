/** Unit specs beside the code (backend/src/**\/*.spec.ts): no database, no Redis. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/backend/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': require('./ts-jest.config') },
  testEnvironment: 'node',
};
