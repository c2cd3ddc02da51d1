import { bearerToken } from './auth.guard';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   spaced', 'spaced'],
  ])('reads %p', (header, token) => expect(bearerToken(header)).toBe(token));

  it.each([undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two words', 'abc.def.ghi'])(
    'finds no token in %p',
    (header) => expect(bearerToken(header)).toBeUndefined(),
  );
});
