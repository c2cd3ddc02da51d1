import { generateOrderId, ORDER_ID_PATTERN } from './order-id';

describe('generateOrderId', () => {
  it('stamps the time in GMT+8 and adds 5 uppercase letters', () => {
    // 2026-11-21 17:05 UTC is 2026-11-22 01:05 in Malaysia.
    const id = generateOrderId(new Date('2026-11-21T17:05:30Z'), () => 0);
    expect(id).toBe('2611220105AAAAA');
  });

  it('always matches the format', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOrderId()).toMatch(ORDER_ID_PATTERN);
  });
});
