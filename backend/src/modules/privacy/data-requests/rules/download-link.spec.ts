import { checkDownloadLink, DOWNLOAD_LINK_TTL_SECONDS, signedDownloadPath } from './download-link';

const SECRET = 'test-secret';
const ID = '2f1c3c3e-54a4-4b8e-8f0c-0d4d0b1e7a11';
const parts = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return { expires: url.searchParams.get('expires'), signature: url.searchParams.get('signature') };
};

describe('a data export’s download link', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('is valid for its own request until it expires', () => {
    const { expires, signature } = parts(signedDownloadPath(SECRET, ID, now));
    expect(Number(expires)).toBe(now / 1000 + DOWNLOAD_LINK_TTL_SECONDS);
    expect(checkDownloadLink(SECRET, ID, expires, signature, now + 60_000)).toBe('valid');
    expect(checkDownloadLink(SECRET, ID, expires, signature, now + DOWNLOAD_LINK_TTL_SECONDS * 1000)).toBe('expired');
  });

  it('is refused for another request, a moved expiry, another secret or a missing part', () => {
    const { expires, signature } = parts(signedDownloadPath(SECRET, ID, now));
    expect(checkDownloadLink(SECRET, ID.replace('2f', '3f'), expires, signature, now)).toBe('forged');
    expect(checkDownloadLink(SECRET, ID, String(Number(expires) + 3600), signature, now)).toBe('forged');
    expect(checkDownloadLink('other-secret', ID, expires, signature, now)).toBe('forged');
    expect(checkDownloadLink(SECRET, ID, undefined, signature, now)).toBe('forged');
    expect(checkDownloadLink(SECRET, ID, expires, undefined, now)).toBe('forged');
    expect(checkDownloadLink(SECRET, ID, '12abc', signature, now)).toBe('forged');
  });
});
