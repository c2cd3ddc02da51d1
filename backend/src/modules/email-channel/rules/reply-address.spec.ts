import { isReplyAddress, replyAddress, replyToken, tokenHash, tokenOf } from './reply-address';

const key = Buffer.alloc(32, 7);
const session = '5f328d0a-78b1-4537-be2e-e335c4024f4c';

describe('a conversation’s reply address', () => {
  it('is the same for the same conversation and address, different for another of either', () => {
    const token = replyToken(key, session, 'Aina@Example.com');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(replyToken(key, session, 'aina@example.com')).toBe(token);
    expect(replyToken(key, session, 'other@example.com')).not.toBe(token);
    expect(replyToken(Buffer.alloc(32, 8), session, 'aina@example.com')).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(token);
  });

  it('reads the token back only at the inbound domain, in any case', () => {
    const token = replyToken(key, session, 'aina@example.com');
    const address = replyAddress(token, 'reply.kedai.my');
    expect(tokenOf(address, 'reply.kedai.my')).toBe(token);
    expect(tokenOf(address.toUpperCase(), 'reply.kedai.my')).toBe(token);
    expect(tokenOf(address, 'other.example')).toBeNull();
    expect(tokenOf('reply+short@reply.kedai.my', 'reply.kedai.my')).toBeNull();
    expect(tokenOf('help@reply.kedai.my', 'reply.kedai.my')).toBeNull();
    expect(isReplyAddress(address, 'reply.kedai.my')).toBe(true);
    expect(isReplyAddress('someone@elsewhere.example', 'reply.kedai.my')).toBe(false);
  });
});
