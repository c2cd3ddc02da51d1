/**
 * The attack suite (issue: hardening): the authorization matrix from the OpenAPI document, a property-based
 * fuzzer over every route and socket event. Its own run, so its junk never meets the API tests' data.
 * `npm test` runs it short (ATTACK_RUNS=3); `npm run test:attack` runs it long.
 */
const api = require('./jest.api.config');

module.exports = {
  ...api,
  roots: ['<rootDir>/test/attack'],
  testMatch: ['**/*.attack.spec.ts'],
  testTimeout: 600000,
};
