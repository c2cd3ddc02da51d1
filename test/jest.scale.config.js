/**
 * The scale-out test (`npm run test:scale`): nginx in front of two API and two worker processes of the built
 * app (npm run build first) on the run's PostgreSQL and Redis, and an S3 test server. Its own run, like the
 * attack suite.
 */
const api = require('./jest.api.config');

module.exports = {
  ...api,
  roots: ['<rootDir>/test/scale'],
  testMatch: ['**/*.spec.ts'],
  testTimeout: 60000,
};
