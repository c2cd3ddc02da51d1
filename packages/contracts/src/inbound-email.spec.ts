import { isInboundDomain } from './inbound-email';

describe('isInboundDomain', () => {
  it.each(['reply.kedai.my', 'kedai.my', 'mail-in.shop-1.example.com', 'reply.xn--p1ai'])('takes %s', (domain) =>
    expect(isInboundDomain(domain)).toBe(true),
  );

  it.each([
    '',
    'localhost',
    'not a domain',
    'shop..my',
    '-bad.example.com',
    'bad-.example.com',
    'reply.shop.123',
    'reply_kedai.my',
    'user@kedai.my',
    `${'a'.repeat(64)}.kedai.my`,
    `${'abcdefghi.'.repeat(26)}my`,
  ])('refuses %s', (domain) => expect(isInboundDomain(domain)).toBe(false));
});
