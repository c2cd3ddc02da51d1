/** ts-jest transpiling each file alone (fast), keeping the decorator metadata NestJS and TypeORM need. */
module.exports = ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }];
