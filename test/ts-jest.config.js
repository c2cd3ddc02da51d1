/** ts-jest in transpile-only mode: fast, and it keeps the decorator metadata NestJS and TypeORM need. */
module.exports = [
  'ts-jest',
  {
    isolatedModules: true,
    tsconfig: '<rootDir>/test/tsconfig.json',
  },
];
