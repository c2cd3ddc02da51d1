import { checkAttachmentLink, linkExpiry, signedAttachmentPath } from './attachment-links';

const secret = 'k'.repeat(64);
const id = '0b6f2f2e-7f0c-4f57-9d0d-3c7b8c8f2a11';
const parts = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('attachment links', () => {
  it('accepts a link the server signed until it expires', () => {
    const { expires, signature } = parts(signedAttachmentPath(secret, id, 'file', 10_000));
    expect(checkAttachmentLink(secret, id, 'file', expires, signature, 9_999)).toBe('ok');
    expect(checkAttachmentLink(secret, id, 'file', expires, signature, 10_001)).toBe('expired');
  });

  it('refuses a link for another message, variant, expiry or key', () => {
    const { expires, signature } = parts(signedAttachmentPath(secret, id, 'thumb', 10_000));
    expect(checkAttachmentLink(secret, id, 'file', expires, signature, 0)).toBe('invalid');
    expect(checkAttachmentLink(secret, id.replace('0b', '0c'), 'thumb', expires, signature, 0)).toBe('invalid');
    expect(checkAttachmentLink(secret, id, 'thumb', '20000', signature, 0)).toBe('invalid');
    expect(checkAttachmentLink('z'.repeat(64), id, 'thumb', expires, signature, 0)).toBe('invalid');
    expect(checkAttachmentLink(secret, id, 'thumb', undefined, undefined, 0)).toBe('invalid');
  });

  it('rounds expiry up to five minutes so views built a moment apart carry the same link', () => {
    expect(linkExpiry(1_000, 60_000)).toBe(linkExpiry(2_000, 60_000));
    expect(linkExpiry(0, 60_000)).toBeGreaterThanOrEqual(60_000);
  });
});
