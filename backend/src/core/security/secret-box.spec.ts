import { decryptSecret, encryptedColumn, encryptSecret } from './secret-box';

describe('secret box', () => {
  beforeAll(() => {
    process.env.ENCRYPTION_KEY = 'ab'.repeat(32);
  });

  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = encryptSecret('Hunter2-password');
    expect(sealed).not.toContain('Hunter2');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(decryptSecret(sealed)).toBe('Hunter2-password');
  });

  it('gives a different ciphertext each time (random IV)', () => {
    expect(encryptSecret('same')).not.toBe(encryptSecret('same'));
  });

  it('refuses a tampered ciphertext', () => {
    const [version, iv, tag, data] = encryptSecret('secret').split(':');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  });

  it('leaves null and undefined alone in the column transformer', () => {
    expect(encryptedColumn.to(null)).toBeNull();
    expect(encryptedColumn.from(null)).toBeNull();
    expect(encryptedColumn.from(encryptedColumn.to('token-123'))).toBe('token-123');
  });
});
