import { checkPriceLock, signPriceLock, type PriceLockPayload } from './price-lock';

const SECRET = 'a'.repeat(64);
const NOW = Date.UTC(2026, 10, 28, 1, 0, 0);
const lines = [
  { productId: 'p1', optionValue: null, quantity: 2, unitPrice: 7.5 },
  { productId: 'p2', optionValue: '1_year', quantity: 1, unitPrice: 6.46 },
];
const payload: PriceLockPayload = { lines, total: 21.46, expiresAt: NOW + 30 * 60_000 };

describe('price lock', () => {
  it('holds the signed lines, prices and total until it expires, whatever the order of lines', () => {
    const token = signPriceLock(SECRET, payload);
    expect(checkPriceLock(SECRET, token, [...lines].reverse(), NOW + 29 * 60_000)).toEqual({ ok: true, lock: payload });
    expect(checkPriceLock(SECRET, token, lines, NOW + 30 * 60_000)).toEqual({
      ok: false,
      reason: 'expired',
      expiresAt: payload.expiresAt,
    });
  });

  it('is worth nothing with another secret, a changed price or a changed expiry', () => {
    const token = signPriceLock(SECRET, payload);
    expect(checkPriceLock('b'.repeat(64), token, lines, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [version, , mac] = token.split('.');
    const cheaper = { ...payload, total: 1, lines: lines.map((line) => ({ ...line, unitPrice: 0.5 })) };
    const forged = `${version}.${Buffer.from(JSON.stringify(cheaper)).toString('base64url')}.${mac}`;
    expect(checkPriceLock(SECRET, forged, lines, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const later = { ...payload, expiresAt: NOW + 10 * 24 * 3600_000 };
    const extended = `${version}.${Buffer.from(JSON.stringify(later)).toString('base64url')}.${mac}`;
    expect(checkPriceLock(SECRET, extended, lines, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPriceLock(SECRET, 'nonsense', lines, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPriceLock(SECRET, `${token}.x`, lines, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not cover other lines or other quantities', () => {
    const token = signPriceLock(SECRET, payload);
    expect(checkPriceLock(SECRET, token, [lines[0]], NOW)).toEqual({ ok: false, reason: 'other_lines' });
    expect(checkPriceLock(SECRET, token, [lines[0], { ...lines[1], quantity: 3 }], NOW)).toEqual({
      ok: false,
      reason: 'other_lines',
    });
  });
});
