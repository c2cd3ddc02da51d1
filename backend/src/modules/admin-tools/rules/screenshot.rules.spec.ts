import { needsCaptureSession, pngSize, resolveCaptureTarget, screenshotFileName } from './screenshot.rules';

const shop = 'http://localhost:3000';

describe('resolveCaptureTarget', () => {
  it('takes a path or a URL of the shop', () => {
    expect(resolveCaptureTarget('/products', shop)).toEqual({
      ok: true,
      url: new URL('http://localhost:3000/products'),
    });
    const full = resolveCaptureTarget('http://localhost:3000/cart?x=1', shop);
    expect(full.ok && full.url.href).toBe('http://localhost:3000/cart?x=1');
    const relative = resolveCaptureTarget('products', shop);
    expect(relative.ok && relative.url.pathname).toBe('/products');
  });

  it.each([
    'https://example.com/',
    '//example.com/products',
    'http://localhost:3001/',
    'https://localhost:3000/',
    'http://127.0.0.1:6379/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://admin:pw@localhost:3000/',
    '/\\example.com',
    '',
    '   ',
  ])('refuses %j', (input) => {
    const target = resolveCaptureTarget(input, shop);
    expect(target.ok).toBe(false);
    if (!target.ok) expect(target.message.length).toBeGreaterThan(10);
  });
});

describe('needsCaptureSession', () => {
  it('is true for admin pages only', () => {
    expect(needsCaptureSession(new URL('http://x/admin'))).toBe(true);
    expect(needsCaptureSession(new URL('http://x/admin/orders?focus=1'))).toBe(true);
    expect(needsCaptureSession(new URL('http://x/unified-password-manager'))).toBe(true);
    expect(needsCaptureSession(new URL('http://x/products'))).toBe(false);
    expect(needsCaptureSession(new URL('http://x/administrator'))).toBe(false);
  });
});

describe('screenshotFileName', () => {
  it('names the device, its size and the time', () => {
    expect(screenshotFileName('mobile', new Date('2026-11-24T12:30:05.123Z'))).toBe(
      'kedai-mobile-375x667-2026-11-24T12-30-05Z.png',
    );
    expect(screenshotFileName('desktop', new Date('2026-11-24T00:00:00Z'))).toBe(
      'kedai-desktop-1920x1080-2026-11-24T00-00-00Z.png',
    );
  });
});

describe('pngSize', () => {
  it('reads the IHDR size and refuses other bytes', () => {
    const header = Buffer.alloc(24);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(header, 0);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(375, 16);
    header.writeUInt32BE(667, 20);
    expect(pngSize(header)).toEqual({ width: 375, height: 667 });
    expect(pngSize(Buffer.from('GIF89a................'))).toBeNull();
  });
});
