import { base32Decode, base32Encode } from './base32';

describe('base32 (RFC 4648)', () => {
  // The test vectors of RFC 4648 §10, without padding.
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%s ⇄ %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(Buffer.from(base32Decode(encoded)).toString()).toBe(plain);
    expect(Buffer.from(base32Decode(encoded.toLowerCase() + '===')).toString()).toBe(plain);
  });

  it('round-trips random bytes and refuses a stray character', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 255);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(() => base32Decode('MZ1W')).toThrow('Not a base32 string');
  });
});
